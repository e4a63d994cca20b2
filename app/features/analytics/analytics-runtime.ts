// The browser side of analytics, loaded at the first interaction or 5 s after the page (./analytics-root.tsx,
// docs/decisions/030-analytics-and-telemetry.md, 099): takes the first page over from the page-view beacon and
// feeds the tracker from the router (page loads, route events), the query cache (user, data events, page
// activity) and the document (link clicks, alerts, checkout sections, unload), and installs the client error
// capture.
import type { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { interactionSources, type AnalyticsEvent, type CheckoutStep, type InteractionSource } from '@contracts/analytics/analytics-catalogue'
import { createAnalyticsTracker, type AnalyticsTracker, type LoginStatus } from '~/lib/analytics/analytics-tracker'
import type { RouteLocation } from '~/lib/analytics/line-analytics'
import { isListingViewed, onlyViewChanged, queryEvents, routeEvents, withInteractionSource } from '~/lib/analytics/route-events'
import { sendJson } from '~/lib/analytics/transport'
import { installClientErrorCapture } from '~/lib/telemetry/client-errors'
import type { BrowserTelemetry } from '~/lib/telemetry/browser-telemetry'
import type { CollectorSender, StartedPage } from '~/lib/analytics/collector-sender'
import { analyticsContext, environmentOf, packageName, packageVersion, pageStatus, sessionId } from './analytics-context'
import { attachTracker } from './analytics-queue'

export type VisitedPage = { pathname: string; search: object; at: number; pathChanged?: boolean }

/** What the runtime takes over from the beacon: its sender and the first page as it stands (completed or not). */
export type FirstPage = { sender: CollectorSender; started: StartedPage }

const apiSessionIdStorageKey = 'rewards-travel.api-session-id'
const isInteractionSource = (value: string): value is InteractionSource => (interactionSources as readonly string[]).includes(value)

/** Checkout sections by the id of their heading (§R2.20 "Accommodation checkout sections"). */
export const checkoutSectionSteps: Record<string, CheckoutStep> = {
  'order-review': 'order details review',
  traveler: 'traveler information',
  payment: 'payment',
  summary: 'summary',
  'tour-details': 'tour details',
  'vehicle-summary': 'vehicle summary',
  // Flights: the passengers' section is the traveler information; seats are a step of their own.
  passengers: 'traveler information',
  seats: 'seat selection',
}

// The interaction behind the next page (§R3.56 interaction sources), kept across a full page load.
const interactionSourceStorageKey = 'rewards-travel.interaction-source'
const interactionSourceLifetimeMs = 30_000
type PendingSource = { source: InteractionSource; pathname?: string; at: number }

function rememberInteractionSource(source: InteractionSource, pathname: string | undefined) {
  try {
    window.sessionStorage.setItem(interactionSourceStorageKey, JSON.stringify({ source, pathname, at: Date.now() } satisfies PendingSource))
  } catch {
    // Storage refused (private mode, quota): the next page reports its own source.
  }
}

/** The remembered source when it leads to `pathname` (or to any page) and is recent; used once. */
function takeInteractionSource(pathname: string): InteractionSource | undefined {
  try {
    const pending = JSON.parse(window.sessionStorage.getItem(interactionSourceStorageKey) ?? 'null') as PendingSource | null
    if (!pending || (pending.pathname !== undefined && pending.pathname.replace(/\/+$/, '') !== pathname.replace(/\/+$/, ''))) return undefined
    window.sessionStorage.removeItem(interactionSourceStorageKey)
    return Date.now() - pending.at <= interactionSourceLifetimeMs && isInteractionSource(pending.source) ? pending.source : undefined
  } catch {
    return undefined
  }
}

function apiSessionId() {
  try {
    return window.sessionStorage.getItem(apiSessionIdStorageKey) ?? undefined
  } catch {
    return undefined
  }
}

function loginStatusOf(session: unknown): { status: LoginStatus; hashedUserId?: string } {
  const current = session as { status?: string; data?: { hashedUserId?: string } } | null | undefined
  if (current?.status === 'authenticated') return { status: 'logged in', hashedUserId: current.data?.hashedUserId }
  return { status: document.cookie.split(/;\s*/).some((cookie) => cookie.startsWith('has-account=')) ? 'logged out' : 'guest' }
}

export function startAnalytics({ router, queryClient, visited, first }: { router: AnyRouter; queryClient: QueryClient; visited: VisitedPage[]; first: FirstPage }) {
  const basePath = import.meta.env.BASE_URL
  const tracker: AnalyticsTracker = createAnalyticsTracker({
    collectorUrl: `${basePath}api/collector/logs`,
    send: (url, body) => sendJson(url, body),
    context: () => analyticsContext(queryClient),
    sender: first.sender,
  })
  // Browser OpenTelemetry, only when an endpoint is configured: a separate chunk, loaded after this one.
  const shell = queryClient.getQueryData<{ publicConfig?: { environment?: string; telemetryEndpoint?: string | null }; appId?: string | null }>(['site-shell'])
  let telemetry: BrowserTelemetry | undefined
  let stopTelemetry: (() => void) | undefined
  let stopped = false
  const telemetryEndpoint = shell?.publicConfig?.telemetryEndpoint
  if (telemetryEndpoint) {
    void import('~/lib/telemetry/browser-telemetry').then(({ startBrowserTelemetry }) => {
      if (stopped) return
      telemetry = startBrowserTelemetry({
        endpoint: telemetryEndpoint,
        serviceName: packageName,
        serviceVersion: packageVersion,
        environment: environmentOf(shell.publicConfig?.environment),
        context: () => ({
          sessionId: sessionId(),
          apiSessionId: apiSessionId(),
          clientAppId: shell.appId ?? 'default',
          componentId: router.state.matches.at(-1)?.routeId,
          url: window.location.href,
          userAgent: navigator.userAgent,
          hostName: window.location.hostname,
        }),
      })
      if (!telemetry) return
      const navigation = performance.getEntriesByType('navigation')[0]
      telemetry.pageLoad(router.state.location.pathname, performance.timeOrigin).end({ 'page.load_ms': Math.round(navigation?.duration ?? 0) })
      stopTelemetry = telemetry.instrumentFetch(window)
      // Web vitals measure the document, so they belong to the page it was loaded for.
      void telemetry.observeWebVitals(visited[0]?.pathname ?? window.location.pathname)
    })
  }
  const stopErrors = installClientErrorCapture({
    logUrl: `${basePath}api/auth/client-log`,
    send: (url, entry) => {
      sendJson(url, entry)
      telemetry?.log(entry.level, entry.message, { code: entry.code })
    },
  })

  // The last listing each results page reported: a change of view reports it again, from the view change.
  const lastListing = new Map<string, AnalyticsEvent>()
  const track = (pathname: string, event: AnalyticsEvent) => {
    if (isListingViewed(event)) lastListing.set(pathname, event)
    tracker.track(event.name, event.data as never)
  }
  const reportRoute = (previous: RouteLocation | undefined, current: RouteLocation) => {
    const events = withInteractionSource(routeEvents(previous, current), takeInteractionSource(current.pathname))
    for (const event of events) track(current.pathname, event)
    const listing = onlyViewChanged(previous, current) ? lastListing.get(current.pathname) : undefined
    if (listing) track(current.pathname, { ...listing, data: { ...listing.data, source: 'view change' } } as AnalyticsEvent)
  }

  // Data already loaded reports its events once, on the page it was loaded for: a search the
  // traveller left before the runtime arrived is still a listing viewed on the results page.
  const reportedQueries = new Set<string>()
  const reportCachedQueries = (pathname: string) => {
    for (const query of queryClient.getQueryCache().getAll()) {
      if (query.state.status !== 'success' || reportedQueries.has(query.queryHash)) continue
      const events = queryEvents(query.queryKey, query.state.data, pathname, true)
      if (events.length > 0) reportedQueries.add(query.queryHash)
      for (const event of events) track(pathname, event)
    }
  }

  // Pages seen before the runtime loaded, the first one started when the document did (the beacon sent its start).
  let replayed: RouteLocation | undefined
  visited.forEach((page, index) => {
    const current = { pathname: page.pathname, search: page.search as Record<string, unknown> }
    if (index === 0) tracker.resumePage(first.started)
    else if (page.pathChanged) tracker.pageLoadStarted(page.pathname, index === visited.length - 1 ? pageStatus(router) : undefined, page.at)
    reportRoute(replayed, current)
    reportCachedQueries(page.pathname)
    replayed = current
  })
  // The last resolved page; a navigation under way reports itself when it resolves.
  let location: RouteLocation = replayed ?? { pathname: router.state.location.pathname, search: router.state.location.search as Record<string, unknown> }
  const detectUser = () => {
    const { status, hashedUserId } = loginStatusOf(queryClient.getQueryData(['auth-session']))
    tracker.userDetected(status, hashedUserId)
  }
  if (queryClient.getQueryState(['auth-session'])?.status === 'success') detectUser()
  reportCachedQueries(location.pathname)
  const detachQueue = attachTracker(tracker)

  let navigationStarted = Date.now()
  const stopBeforeLoad = router.subscribe('onBeforeLoad', () => {
    navigationStarted = Date.now()
  })
  const stopRouter = router.subscribe('onResolved', (event) => {
    const previous = location
    location = { pathname: event.toLocation.pathname, search: event.toLocation.search as Record<string, unknown> }
    if (event.pathChanged) {
      tracker.pageLoadStarted(location.pathname, pageStatus(router))
      telemetry?.pageLoad(location.pathname, navigationStarted).end({ 'http.response.status_code': pageStatus(router) ?? 200 })
    }
    else tracker.pageActivity()
    reportRoute(previous, location)
    observeCheckout()
  })

  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return
    if (event.action.type === 'fetch') tracker.pageActivity()
    if (event.action.type !== 'success') return
    if (event.query.queryKey[0] === 'auth-session') detectUser()
    // Loaders fetch before the navigation resolves: the router's location is already the new one.
    const pathname = router.state.location.pathname
    for (const derived of queryEvents(event.query.queryKey, event.query.state.data, pathname)) track(pathname, derived)
  })

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null
    const link = target?.closest?.('a[href]')
    if (link instanceof HTMLAnchorElement) tracker.linkClicked(link.href, link.textContent ?? '', window.location.origin)
    const source = target?.closest?.('[data-interaction-source]')?.getAttribute('data-interaction-source')
    if (source && isInteractionSource(source)) rememberInteractionSource(source, link instanceof HTMLAnchorElement ? new URL(link.href).pathname : undefined)
  }
  document.addEventListener('click', onClick, { capture: true })

  // Alerts shown to the traveller (role="alert") are error messages presented, each text once per element.
  const seenAlerts = new WeakMap<Element, string>()
  const reportAlerts = () => {
    for (const alert of document.querySelectorAll('[role="alert"]')) {
      const message = alert.textContent?.trim()
      if (!message || seenAlerts.get(alert) === message) continue
      seenAlerts.set(alert, message)
      tracker.errorPresented(message)
    }
  }

  // Checkout sections count as encountered when they come into view.
  const sectionObserver = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const step = checkoutSectionSteps[entry.target.getAttribute('aria-labelledby') ?? '']
      if (entry.isIntersecting && step) tracker.checkoutStep(step)
    }
  })
  const observed = new WeakSet<Element>()
  function observeCheckout() {
    if (!location.pathname.includes('/checkout')) return
    for (const section of document.querySelectorAll('main section[aria-labelledby], main aside[aria-labelledby]')) {
      if (observed.has(section)) continue
      observed.add(section)
      sectionObserver.observe(section)
    }
  }

  let scheduled = false
  const mutations = new MutationObserver(() => {
    if (scheduled) return
    scheduled = true
    requestAnimationFrame(() => {
      scheduled = false
      reportAlerts()
      observeCheckout()
    })
  })
  mutations.observe(document.body, { childList: true, subtree: true, characterData: true })
  reportAlerts()
  observeCheckout()

  const onPageHide = () => {
    tracker.unload()
    telemetry?.flush()
  }
  const onVisibility = () => {
    if (document.visibilityState !== 'hidden') return
    tracker.unload()
    telemetry?.flush()
  }
  window.addEventListener('pagehide', onPageHide)
  document.addEventListener('visibilitychange', onVisibility)

  return () => {
    stopped = true
    stopTelemetry?.()
    stopBeforeLoad()
    stopRouter()
    stopQueries()
    stopErrors()
    detachQueue()
    mutations.disconnect()
    sectionObserver.disconnect()
    document.removeEventListener('click', onClick, { capture: true })
    window.removeEventListener('pagehide', onPageHide)
    document.removeEventListener('visibilitychange', onVisibility)
    tracker.dispose()
  }
}
