// The analytics flow of §R4 without React: page load started; page load completed after a 5 s
// debounce or on route change or unload; user detected; checkout step encountered once per step;
// error message presented; navigation and exit link clicks. Each event goes to the collector with the
// body of §R7.
import type { AnalyticsEventMap, AnalyticsEventName, CheckoutStep, CollectorCategory } from '@contracts/analytics/analytics-catalogue'
import { pageLoadCompletedDebounceMillis } from '~/lib/telemetry/page-load-settings'
import { productCategoryOf } from './page-type'
import { createCollectorSender, sendPageLoadCompleted, sendPageLoadStarted, type CollectorSender, type CollectorSenderOptions, type StartedPage } from './collector-sender'

export type TrackerOptions = CollectorSenderOptions & {
  /** The page-view beacon's sender (./collector-sender.ts), so timestamps keep increasing across both. */
  sender?: CollectorSender
  now?: () => number
  setTimer?: (run: () => void, delay: number) => unknown
  clearTimer?: (timer: unknown) => void
}

export type LoginStatus = AnalyticsEventMap['User Detected']['loginStatus']

export function createAnalyticsTracker(options: TrackerOptions) {
  const now = options.now ?? Date.now
  const setTimer = options.setTimer ?? ((run, delay) => setTimeout(run, delay))
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>))
  const sender = options.sender ?? createCollectorSender(options)

  let page: StartedPage | undefined
  let completionTimer: unknown
  let stepsSeen = new Set<CheckoutStep>()
  let userSeen: string | undefined

  function track<Name extends AnalyticsEventName>(name: Name, data: AnalyticsEventMap[Name], category: CollectorCategory = 'analytics') {
    sender.send(name, data, category, now(), page?.traceId)
  }

  function complete(reason: AnalyticsEventMap['Page Load Completed']['reason'], at: number = now()) {
    if (completionTimer !== undefined) clearTimer(completionTimer)
    completionTimer = undefined
    // Once per page load: a later trigger finds nothing pending.
    const completed = page && sendPageLoadCompleted(sender, page, reason, at)
    if (completed) page = completed
  }

  function armCompletion(delay = pageLoadCompletedDebounceMillis) {
    if (completionTimer !== undefined) clearTimer(completionTimer)
    completionTimer = setTimer(() => complete('debounce'), delay)
  }

  return {
    track,

    /** A new page (started at `startedAt`, e.g. the document's time origin): completes the previous one (route change), then reports this one. */
    pageLoadStarted(pathname: string, status?: 404 | 500, startedAt: number = now()) {
      // The previous page ended when this one started (which is earlier than now for a replayed page).
      if (page && page.startedAt >= 0) complete('route change', Math.max(startedAt, page.startedAt))
      // Steps are counted once per visit to the checkout.
      if (!page?.pathname.includes('/checkout') || !pathname.includes('/checkout')) stepsSeen = new Set()
      page = sendPageLoadStarted(sender, pathname, status, startedAt)
      armCompletion()
    },

    /**
     * The first page, whose start the page-view beacon sent before this tracker loaded (and perhaps its completion):
     * it completes as if this tracker had started it, the 5 s wait counted from its start.
     */
    resumePage(started: StartedPage) {
      page = started
      if (started.startedAt >= 0) armCompletion(Math.max(0, started.startedAt + pageLoadCompletedDebounceMillis - now()))
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
