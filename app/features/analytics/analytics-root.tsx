// Mounted once in the root route. With the page: the page-view beacon, which sends the first page's Page Load
// Started at once and, should the page go away before the runtime comes, its Page Load Completed. The runtime
// (route and data events, clicks, alerts, checkout steps, errors) loads at the traveller's first interaction or
// navigation, when the page is hidden, or when the page's load has completed by §R4 (5 s), not with the
// page (docs/decisions/030, 099).
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { sendJson } from '~/lib/analytics/transport'
import { createCollectorSender, sendPageLoadCompleted, sendPageLoadStarted, type StartedPage } from '~/lib/analytics/collector-sender'
import { firstInteraction } from '~/lib/first-interaction'
import { pageLoadCompletedDebounceMillis } from '~/lib/telemetry/page-load-settings'
import { sessionIdSetEvent } from '~/features/session/session-id'
import { analyticsContext, pageStatus, sessionId } from './analytics-context'
import type { VisitedPage } from './analytics-runtime'

export function AnalyticsRoot() {
  const router = useRouter()
  const queryClient = useQueryClient()
  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    const sender = createCollectorSender({ collectorUrl: `${import.meta.env.BASE_URL}api/collector/logs`, send: (url, body) => sendJson(url, body), context: () => analyticsContext(queryClient) })
    const firstPathname = router.state.location.pathname
    const firstStatus = pageStatus(router)
    let started: StartedPage | undefined
    // Once the tab has its session id (the session runtime sets it in an effect of the same render, or a later one), which
    // every event carries; without storage there is none, and the start goes when the runtime comes or the page goes.
    const sendStart = () => (started ??= sendPageLoadStarted(sender, firstPathname, firstStatus, performance.timeOrigin))
    // Sent in a task of its own: in the effects that follow hydration it made their task a long one (docs/decisions/105).
    let startTimer: number | undefined
    const sendStartSoon = () => void (startTimer = window.setTimeout(sendStart))
    if (sessionId()) sendStartSoon()
    else window.addEventListener(sessionIdSetEvent, sendStartSoon, { once: true })
    // The document going away before the runtime came: the first page completes here, as the runtime would.
    const onHidden = () => {
      if (document.visibilityState === 'visible') return
      started = sendPageLoadCompleted(sender, sendStart(), 'unload', Date.now()) ?? started
      load()
    }
    // Pages visited before the runtime arrives, so their events are sent late rather than never.
    const visited: VisitedPage[] = [{ pathname: router.state.location.pathname, search: router.state.location.search, at: performance.timeOrigin }]
    const stopRecording = router.subscribe('onResolved', (event) => {
      if (event.pathChanged || event.hrefChanged) visited.push({ pathname: event.toLocation.pathname, search: event.toLocation.search, at: Date.now(), pathChanged: event.pathChanged })
    })
    const stopBeacon = () => {
      window.removeEventListener(sessionIdSetEvent, sendStartSoon)
      window.clearTimeout(startTimer)
      window.removeEventListener('pagehide', onHidden)
      document.removeEventListener('visibilitychange', onHidden)
      window.clearTimeout(timer)
    }
    let loading = false
    function load() {
      if (loading || cancelled) return
      loading = true
      void import('./analytics-runtime').then(({ startAnalytics }) => {
        if (cancelled) return
        stopRecording()
        stopBeacon()
        stop = startAnalytics({ router, queryClient, visited, first: { sender, started: sendStart() } })
      })
    }
    window.addEventListener('pagehide', onHidden)
    document.addEventListener('visibilitychange', onHidden)
    const timer = window.setTimeout(load, pageLoadCompletedDebounceMillis)
    void firstInteraction().then(load)
    return () => {
      cancelled = true
      stopRecording()
      stopBeacon()
      stop?.()
    }
  }, [router, queryClient])
  return null
}
