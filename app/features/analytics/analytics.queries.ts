import { queryOptions } from '@tanstack/react-query'
import { analyticsEventNames, collectorCategories, type AnalyticsEventName, type CollectorCategory } from '@contracts/analytics/analytics-catalogue'
import { listAnalyticsEvents } from '@server/analytics/analytics.functions'

export type AnalyticsEventsFilter = { name?: AnalyticsEventName; category?: CollectorCategory; sessionId?: string }

/** The latest events the embedded collector stored, refreshed every 2 s so a flow can be watched live. */
export const analyticsEventsQueryOptions = (addressFilter: AnalyticsEventsFilter) => {
  const filter = knownFilter(addressFilter)
  return queryOptions({
    queryKey: ['analytics-events', filter],
    queryFn: () => listAnalyticsEvents({ data: { ...filter, limit: 100 } }),
    refetchInterval: 2000,
  })
}

/** The address's filter without a name or category the catalogue does not know (the route checks only their shape). */
function knownFilter({ name, category, sessionId }: AnalyticsEventsFilter): AnalyticsEventsFilter {
  return {
    ...(name && analyticsEventNames.includes(name) ? { name } : {}),
    ...(category && collectorCategories.includes(category) ? { category } : {}),
    ...(sessionId ? { sessionId } : {}),
  }
}
