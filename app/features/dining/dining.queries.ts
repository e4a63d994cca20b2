import { queryOptions } from '@tanstack/react-query'
import { getDiningCancellationQuote, getDiningQuote, getDiningReservation, getRestaurantOffer, searchRestaurants } from '@server/dining/dining.functions'
import type { DiningSearchCriteriaInput } from './dining-criteria'
import type { DiningOfferInput, DiningSelectionInput } from './dining-params'

export const diningSearchQueryOptions = (criteria: DiningSearchCriteriaInput) =>
  // Seats go quickly: the covers left are read again after a minute.
  queryOptions({ queryKey: ['dining-search', criteria], queryFn: () => searchRestaurants({ data: criteria }), staleTime: 30_000 })

export const diningOfferQueryOptions = (query: DiningOfferInput) =>
  queryOptions({ queryKey: ['dining-offer', query.restaurantId, query], queryFn: () => getRestaurantOffer({ data: query }), staleTime: 30_000 })

export const diningQuoteQueryKey = ['dining-quote'] as const

/** The quote is priced for this traveller (points, plan), so it is refetched rather than kept long. */
export const diningQuoteQueryOptions = (selection: DiningSelectionInput) => queryOptions({ queryKey: [...diningQuoteQueryKey, selection], queryFn: () => getDiningQuote({ data: selection }), staleTime: 0 })

export const diningReservationQueryOptions = (reservationId: string) => queryOptions({ queryKey: ['dining-reservation', reservationId], queryFn: () => getDiningReservation({ data: { reservationId } }) })

export const diningCancellationQuoteQueryOptions = (reservationId: string) =>
  queryOptions({ queryKey: ['dining-cancellation-quote', reservationId], queryFn: () => getDiningCancellationQuote({ data: { reservationId } }), staleTime: 0 })
