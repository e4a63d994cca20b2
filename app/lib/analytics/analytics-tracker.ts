// The analytics flow of SPEC.md §4 without React: page load started; page load completed after a 5 s
// debounce or on route change or unload; user detected; checkout step encountered once per step;
// error message presented; navigation and exit link clicks. Each event goes to the collector with the
// body of SPEC.md §7.
import type {
  AnalyticsEventMap,
  AnalyticsEventName,
  CheckoutStep,
  CollectorCategory,
  CollectorEnvelope,
  PageType,
} from '@contracts/analytics/analytics-catalogue'
import { pageLoadCompletedDebounceMillis } from '~/lib/telemetry/telemetry-settings'
import { pageTypeOf, productCategoryOf } from './page-type'
import { scrub } from '@contracts/analytics/scrub'

export type TrackerContext = {
  environment: string
  serviceName: string
  sitePackage: string
  sessionId?: string
  url: string
  userAgent: string
}

export type TrackerOptions = {
  /** The collector's logs endpoint, e.g. `/api/collector/logs`. */
  collectorUrl: string
  send: (url: string, body: CollectorEnvelope) => void
  context: () => TrackerContext
  now?: () => number
  setTimer?: (run: () => void, delay: number) => unknown
  clearTimer?: (timer: unknown) => void
  randomHex?: (length: number) => string
}

type Page = { pathname: string; pageType?: PageType; startedAt: number; traceId: string }
export type LoginStatus = AnalyticsEventMap['User Detected']['loginStatus']

export function randomHex(length: number) {
  const bytes = crypto.getRandomValues(new Uint8Array(Math.ceil(length / 2)))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('').slice(0, length)
}

export function collectorAddress(collectorUrl: string, category: CollectorCategory, name: AnalyticsEventName, envelope: CollectorEnvelope) {
  const query = new URLSearchParams({ category, name, fields: Object.keys(envelope).join(',') })
  return `${collectorUrl}?${query}`
}

export function createAnalyticsTracker(options: TrackerOptions) {
  const now = options.now ?? Date.now
  const setTimer = options.setTimer ?? ((run, delay) => setTimeout(run, delay))
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>))
  const hex = options.randomHex ?? randomHex

  let page: Page | undefined
  let completionTimer: unknown
  let stepsSeen = new Set<CheckoutStep>()
  let userSeen: string | undefined

  let lastStamp = 0
  /**
   * Timestamps strictly increase, by a millisecond where two would tie: beacons may arrive in any
   * order, and the collector orders a session's events by their timestamps.
   */
  function stamp(at: number) {
    lastStamp = Math.max(Math.floor(at), lastStamp + 1)
    return new Date(lastStamp).toISOString()
  }

  function send<Name extends AnalyticsEventName>(name: Name, data: AnalyticsEventMap[Name], category: CollectorCategory, at: number) {
    const context = options.context()
    const envelope: CollectorEnvelope = {
      timestamp: stamp(at),
      environment: context.environment,
      eventData: scrub(data) as Record<string, unknown>,
      eventName: name,
      serviceName: context.serviceName,
      sessionId: context.sessionId,
      sitePackage: context.sitePackage,
      source: 'browser',
      spanId: hex(16),
      traceId: page?.traceId ?? hex(32),
      url: scrub(context.url),
      userAgent: context.userAgent,
    }
    options.send(collectorAddress(options.collectorUrl, category, name, envelope), envelope)
  }

  function track<Name extends AnalyticsEventName>(name: Name, data: AnalyticsEventMap[Name], category: CollectorCategory = 'analytics') {
    send(name, data, category, now())
  }

  function complete(reason: AnalyticsEventMap['Page Load Completed']['reason'], at: number = now()) {
    if (completionTimer !== undefined) clearTimer(completionTimer)
    completionTimer = undefined
    const finished = page
    if (!finished || finished.startedAt < 0) return
    // Once per page load: a later trigger finds nothing pending.
    page = { ...finished, startedAt: -1 }
    send(
      'Page Load Completed',
      {
        pageType: finished.pageType,
        productCategory: productCategoryOf(finished.pathname),
        path: finished.pathname,
        durationMs: Math.max(0, Math.round(at - finished.startedAt)),
        reason,
      },
      'analytics',
      at,
    )
  }

  function armCompletion() {
    if (completionTimer !== undefined) clearTimer(completionTimer)
    completionTimer = setTimer(() => complete('debounce'), pageLoadCompletedDebounceMillis)
  }

  return {
    track,

    /** A new page (started at `startedAt`, e.g. the document's time origin): completes the previous one (route change), then reports this one. */
    pageLoadStarted(pathname: string, status?: 404 | 500, startedAt: number = now()) {
      // The previous page ended when this one started (which is earlier than now for a replayed page).
      if (page && page.startedAt >= 0) complete('route change', Math.max(startedAt, page.startedAt))
      const pageType = pageTypeOf(pathname, status)
      // Steps are counted once per visit to the checkout.
      if (!page?.pathname.includes('/checkout') || !pathname.includes('/checkout')) stepsSeen = new Set()
      page = { pathname, pageType, startedAt, traceId: hex(32) }
      send(
        'Page Load Started',
        { pageType, productCategory: productCategoryOf(pathname), path: pathname, ...(status === 500 ? { category: 'error' as const } : {}) },
        status === 500 ? 'error' : 'analytics',
        startedAt,
      )
      armCompletion()
    },

    /** The page is still settling (data arriving, content changing): the 5 s wait starts again. */
    pageActivity() {
      if (page && page.startedAt >= 0) armCompletion()
    },

    /** The document is going away: a pending completion is sent now. */
    unload() {
      complete('unload')
    },

    /** Once per login status and user for the life of the tracker. */
    userDetected(loginStatus: LoginStatus, hashedUserId?: string) {
      const key = `${loginStatus}:${hashedUserId ?? ''}`
      if (userSeen === key) return
      userSeen = key
      track('User Detected', hashedUserId ? { loginStatus, hashedUserId } : { loginStatus })
    },

    /** Once per step while the traveller stays in the checkout. */
    checkoutStep(step: CheckoutStep) {
      if (stepsSeen.has(step)) return
      stepsSeen.add(step)
      track('Checkout Step Encountered', { step, productCategory: page ? productCategoryOf(page.pathname) : undefined })
    },

    errorPresented(message: string, code?: string) {
      track('Error Message Presented', { message: message.slice(0, 300), pageType: page?.pageType, ...(code ? { code } : {}) }, 'error')
    },

    /** A click on a link: to this site (navigation) or away from it (exit). */
    linkClicked(href: string, text: string, siteOrigin: string) {
      let target: URL
      try {
        target = new URL(href, siteOrigin)
      } catch {
        return
      }
      if (target.protocol !== 'http:' && target.protocol !== 'https:') return
      const data = { href: target.origin === siteOrigin ? `${target.pathname}${target.search}` : target.href, text: text.trim().slice(0, 100) }
      track(target.origin === siteOrigin ? 'Navigation Link Click' : 'Exit Link Click', data)
    },

    dispose() {
      if (completionTimer !== undefined) clearTimer(completionTimer)
      completionTimer = undefined
    },
  }
}

export type AnalyticsTracker = ReturnType<typeof createAnalyticsTracker>
