// Mounted once in the root route: loads the analytics runtime when the browser is idle after
// hydration, so no page carries it in its first-load JavaScript.
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

export type VisitedPage = { pathname: string; search: object; at: number; pathChanged?: boolean }

export function AnalyticsRoot() {
  const router = useRouter()
  const queryClient = useQueryClient()
  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    // Pages visited before the runtime arrives, so their events are sent late rather than never.
    const visited: VisitedPage[] = [{ pathname: router.state.location.pathname, search: router.state.location.search, at: performance.timeOrigin }]
    const stopRecording = router.subscribe('onResolved', (event) => {
      if (event.pathChanged || event.hrefChanged) visited.push({ pathname: event.toLocation.pathname, search: event.toLocation.search, at: Date.now(), pathChanged: event.pathChanged })
    })
    const load = () =>
      void import('./analytics-runtime').then(({ startAnalytics }) => {
        stopRecording()
        if (!cancelled) stop = startAnalytics({ router, queryClient, visited })
      })
    const idle = window.requestIdleCallback?.(load, { timeout: 2000 })
    const timer = idle === undefined ? window.setTimeout(load, 1) : undefined
    return () => {
      cancelled = true
      stopRecording()
      if (idle !== undefined) window.cancelIdleCallback(idle)
      if (timer !== undefined) window.clearTimeout(timer)
      stop?.()
    }
  }, [router, queryClient])
  return null
}
