// The events page's filters as they live in the URL. Only their shape is checked here, not the catalogue's
// names: the route tree (every page's first load) would otherwise carry the whole catalogue for a
// development page; the page and the collector's query drop names it does not know (docs/decisions/083).
import type { AnalyticsEventName, CollectorCategory } from '@contracts/analytics/analytics-catalogue'
import type { AnalyticsEventsFilter } from './analytics.queries'

const wordsPattern = /^[A-Za-z][A-Za-z .-]{0,60}$/

export function validateEventsSearch(raw: Record<string, unknown>): AnalyticsEventsFilter {
  const name = typeof raw.name === 'string' && wordsPattern.test(raw.name) ? (raw.name as AnalyticsEventName) : undefined
  const category = typeof raw.category === 'string' && wordsPattern.test(raw.category) ? (raw.category as CollectorCategory) : undefined
  const sessionId = typeof raw.sessionId === 'string' && /^[A-Za-z0-9-]{1,40}$/.test(raw.sessionId) ? raw.sessionId : undefined
  return { ...(name ? { name } : {}), ...(category ? { category } : {}), ...(sessionId ? { sessionId } : {}) }
}
