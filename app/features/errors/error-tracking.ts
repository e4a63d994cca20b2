// Analytics of error pages (SPEC.md §2/§4: a page-load-started event in the error category). There
// is no analytics collector yet, so events are announced on the window for whichever collector or
// tag manager listens; the event's shape follows SPEC.md §7 (category, name, fields).
export const analyticsEvent = 'rewards-travel:analytics'

export type AnalyticsDetail = { category: string; name: string; fields: Record<string, string> }

export function trackErrorPageLoadStarted(pageType: string, target: EventTarget = window) {
  const detail: AnalyticsDetail = { category: 'error', name: 'page-load-started', fields: { pageType, url: window.location.href } }
  target.dispatchEvent(new CustomEvent(analyticsEvent, { detail }))
}
