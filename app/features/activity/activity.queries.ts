import { queryOptions } from '@tanstack/react-query'
import { activityOffer, activityQuote, activityReservationsCancelQuote, activityReservationsView, activitySearch } from '@server/bff/functions/activity.functions'
import type { ActivityOfferQueryInput, ActivitySearchCriteriaInput, ActivitySelectionInput } from './activity-criteria'

export const activitySearchQueryOptions = (criteria: ActivitySearchCriteriaInput) =>
  queryOptions({ queryKey: ['activity-search', criteria], queryFn: () => activitySearch({ data: { body: criteria } }), staleTime: 30_000 })

export const activityOfferQueryOptions = ({ activityId, ...query }: ActivityOfferQueryInput) =>
  queryOptions({ queryKey: ['activity-offer', activityId, query], queryFn: () => activityOffer({ data: { params: { activityId }, query } }), staleTime: 30_000 })

export const activityQuoteQueryKey = ['activity-quote'] as const

/** The quote is priced for this traveller (points, plan), so it is refetched rather than kept long. */
export const activityQuoteQueryOptions = (selection: ActivitySelectionInput) => queryOptions({ queryKey: [...activityQuoteQueryKey, selection], queryFn: () => activityQuote({ data: { body: selection } }), staleTime: 0 })

export const activityReservationQueryOptions = (reservationId: string) => queryOptions({ queryKey: ['activity-reservation', reservationId], queryFn: () => activityReservationsView({ data: { params: { reservationId } } }) })

export const activityCancellationQuoteQueryOptions = (reservationId: string) =>
  queryOptions({ queryKey: ['activity-cancellation-quote', reservationId], queryFn: () => activityReservationsCancelQuote({ data: { params: { reservationId } } }), staleTime: 0 })
