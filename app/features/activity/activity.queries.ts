import { queryOptions } from '@tanstack/react-query'
import { getActivityCancellationQuote, getActivityOffer, getActivityQuote, getActivityReservation, searchActivities } from '@server/activity/activity.functions'
import type { ActivityOfferQueryInput, ActivitySearchCriteriaInput, ActivitySelectionInput } from './activity-criteria'

export const activitySearchQueryOptions = (criteria: ActivitySearchCriteriaInput) =>
  queryOptions({ queryKey: ['activity-search', criteria], queryFn: () => searchActivities({ data: criteria }), staleTime: 30_000 })

export const activityOfferQueryOptions = (query: ActivityOfferQueryInput) => queryOptions({ queryKey: ['activity-offer', query.activityId, query], queryFn: () => getActivityOffer({ data: query }), staleTime: 30_000 })

export const activityQuoteQueryKey = ['activity-quote'] as const

/** The quote is priced for this traveller (points, plan), so it is refetched rather than kept long. */
export const activityQuoteQueryOptions = (selection: ActivitySelectionInput) => queryOptions({ queryKey: [...activityQuoteQueryKey, selection], queryFn: () => getActivityQuote({ data: selection }), staleTime: 0 })

export const activityReservationQueryOptions = (reservationId: string) => queryOptions({ queryKey: ['activity-reservation', reservationId], queryFn: () => getActivityReservation({ data: { reservationId } }) })

export const activityCancellationQuoteQueryOptions = (reservationId: string) =>
  queryOptions({ queryKey: ['activity-cancellation-quote', reservationId], queryFn: () => getActivityCancellationQuote({ data: { reservationId } }), staleTime: 0 })
