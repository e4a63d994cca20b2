import { queryOptions } from '@tanstack/react-query'
import type { AnalyticsEventName, CollectorCategory } from '@contracts/analytics/analytics-catalogue'
import { listAnalyticsEvents } from '@server/analytics/analytics.functions'

export type AnalyticsEventsFilter = { name?: AnalyticsEventName; category?: CollectorCategory; sessionId?: string }

/** The latest events the embedded collector stored, refreshed every 2 s so a flow can be watched live. */
export const analyticsEventsQueryOptions = (filter: AnalyticsEventsFilter) =>
  queryOptions({
    queryKey: ['analytics-events', filter],
    queryFn: () => listAnalyticsEvents({ data: { ...filter, limit: 100 } }),
    refetchInterval: 2000,
  })
