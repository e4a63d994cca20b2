import { queryOptions } from '@tanstack/react-query'
import { diningOffer, diningQuote, diningReservationsCancelQuote, diningReservationsView, diningSearch } from '@server/bff/functions/dining.functions'
import type { DiningSearchCriteriaInput } from './dining-criteria'
import type { DiningOfferInput, DiningSelectionInput } from './dining-params'

export const diningSearchQueryOptions = (criteria: DiningSearchCriteriaInput) =>
  // Seats go quickly: the covers left are read again after a minute.
  queryOptions({ queryKey: ['dining-search', criteria], queryFn: () => diningSearch({ data: { body: criteria } }), staleTime: 30_000 })

export const diningOfferQueryOptions = ({ restaurantId, ...query }: DiningOfferInput) =>
  queryOptions({ queryKey: ['dining-offer', restaurantId, query], queryFn: () => diningOffer({ data: { params: { restaurantId }, query } }), staleTime: 30_000 })

export const diningQuoteQueryKey = ['dining-quote'] as const

/** The quote is priced for this traveller (points, plan), so it is refetched rather than kept long. */
export const diningQuoteQueryOptions = (selection: DiningSelectionInput) => queryOptions({ queryKey: [...diningQuoteQueryKey, selection], queryFn: () => diningQuote({ data: { body: selection } }), staleTime: 0 })

export const diningReservationQueryOptions = (reservationId: string) => queryOptions({ queryKey: ['dining-reservation', reservationId], queryFn: () => diningReservationsView({ data: { params: { reservationId } } }) })

export const diningCancellationQuoteQueryOptions = (reservationId: string) =>
  queryOptions({ queryKey: ['dining-cancellation-quote', reservationId], queryFn: () => diningReservationsCancelQuote({ data: { params: { reservationId } } }), staleTime: 0 })
