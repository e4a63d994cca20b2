// One analytics event to the collector with the body of §R7, and the page load events' data (§R4): shared by
// the page-view beacon that comes with the page and the tracker that loads later (docs/decisions/099), so a page's
// events carry one trace id and strictly increasing timestamps whichever of them sent each.
import type { AnalyticsEventMap, AnalyticsEventName, CollectorCategory, CollectorEnvelope, PageType } from '@contracts/analytics/analytics-catalogue'
import { scrub } from '@contracts/analytics/scrub'
import { pageTypeOf, productCategoryOf } from './page-type'

export type TrackerContext = {
  environment: string
  serviceName: string
  sitePackage: string
  sessionId?: string
  url: string
  userAgent: string
}

export type CollectorSenderOptions = {
  /** The collector's logs endpoint, e.g. `/api/collector/logs`. */
  collectorUrl: string
  send: (url: string, body: CollectorEnvelope) => void
  context: () => TrackerContext
  randomHex?: (length: number) => string
}

/** A page whose load started: its start (negative once its completion was sent) and its trace. */
export type StartedPage = { pathname: string; pageType?: PageType; startedAt: number; traceId: string }

export function randomHex(length: number) {
  const bytes = crypto.getRandomValues(new Uint8Array(Math.ceil(length / 2)))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('').slice(0, length)
}

export function collectorAddress(collectorUrl: string, category: CollectorCategory, name: AnalyticsEventName, envelope: CollectorEnvelope) {
  const query = new URLSearchParams({ category, name, fields: Object.keys(envelope).join(',') })
  return `${collectorUrl}?${query}`
}

export function createCollectorSender(options: CollectorSenderOptions) {
  const hex = options.randomHex ?? randomHex
  let lastStamp = 0
  /**
   * Timestamps strictly increase, by a millisecond where two would tie: beacons may arrive in any
   * order, and the collector orders a session's events by their timestamps.
   */
  function stamp(at: number) {
    lastStamp = Math.max(Math.floor(at), lastStamp + 1)
    return new Date(lastStamp).toISOString()
  }

  return {
    hex,
    /** `traceId`: the page's; an event outside any page gets one of its own. */
    send<Name extends AnalyticsEventName>(name: Name, data: AnalyticsEventMap[Name], category: CollectorCategory, at: number, traceId = hex(32)) {
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
        traceId,
        url: scrub(context.url),
        userAgent: context.userAgent,
      }
      options.send(collectorAddress(options.collectorUrl, category, name, envelope), envelope)
    },
  }
}

export type CollectorSender = ReturnType<typeof createCollectorSender>

/** Sends a page's Page Load Started (in the error category for a failed page, §R2) and answers the started page. */
export function sendPageLoadStarted(sender: CollectorSender, pathname: string, status: 404 | 500 | undefined, startedAt: number): StartedPage {
  const page = { pathname, pageType: pageTypeOf(pathname, status), startedAt, traceId: sender.hex(32) }
  const data = { pageType: page.pageType, productCategory: productCategoryOf(pathname), path: pathname, ...(status === 500 ? { category: 'error' as const } : {}) }
  sender.send('Page Load Started', data, status === 500 ? 'error' : 'analytics', startedAt, page.traceId)
  return page
}

/** Sends a started page's Page Load Completed, once: answers the page marked completed, or undefined when it already was. */
export function sendPageLoadCompleted(sender: CollectorSender, page: StartedPage, reason: AnalyticsEventMap['Page Load Completed']['reason'], at: number): StartedPage | undefined {
  if (page.startedAt < 0) return undefined
  const data = { pageType: page.pageType, productCategory: productCategoryOf(page.pathname), path: page.pathname, durationMs: Math.max(0, Math.round(at - page.startedAt)), reason }
  sender.send('Page Load Completed', data, 'analytics', at, page.traceId)
  return { ...page, startedAt: -1 }
}
