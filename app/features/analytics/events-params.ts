// The events page's filters as they live in the URL; unknown values are dropped.
import { analyticsEventNames, collectorCategories, type AnalyticsEventName, type CollectorCategory } from '@contracts/analytics/analytics-catalogue'
import type { AnalyticsEventsFilter } from './analytics.queries'

export function validateEventsSearch(raw: Record<string, unknown>): AnalyticsEventsFilter {
  const name = analyticsEventNames.find((candidate) => candidate === raw.name) as AnalyticsEventName | undefined
  const category = collectorCategories.find((candidate) => candidate === raw.category) as CollectorCategory | undefined
  const sessionId = typeof raw.sessionId === 'string' && /^[A-Za-z0-9-]{1,40}$/.test(raw.sessionId) ? raw.sessionId : undefined
  return { ...(name ? { name } : {}), ...(category ? { category } : {}), ...(sessionId ? { sessionId } : {}) }
}
