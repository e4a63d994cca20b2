import { queryOptions } from '@tanstack/react-query'
import { carOffer, carQuote, carReservationsCancelQuote, carReservationsView, carSearch } from '@server/bff/functions/car.functions'
import type { CarSearchCriteriaInput, CarSelectionInput } from './car-params'

export const carSearchQueryOptions = (criteria: CarSearchCriteriaInput) =>
  queryOptions({ queryKey: ['car-search', criteria], queryFn: () => carSearch({ data: { body: criteria } }), staleTime: 30_000 })

export const carOfferQueryOptions = (selection: CarSelectionInput) => {
  const { extras: _extras, offerId, dropOffLocationId, ...rental } = selection
  const query = { ...rental, ...(dropOffLocationId ? { dropOffLocationId } : {}) }
  return queryOptions({ queryKey: ['car-offer', offerId, query], queryFn: () => carOffer({ data: { params: { offerId }, query } }), staleTime: 30_000 })
}

export const carQuoteQueryKey = ['car-quote'] as const

/** The quote is priced for this traveller (points, plan), so it is refetched rather than kept long. */
export const carQuoteQueryOptions = (selection: CarSelectionInput) => queryOptions({ queryKey: [...carQuoteQueryKey, selection], queryFn: () => carQuote({ data: { body: selection } }), staleTime: 0 })

export const carReservationQueryOptions = (reservationId: string) => queryOptions({ queryKey: ['car-reservation', reservationId], queryFn: () => carReservationsView({ data: { params: { reservationId } } }) })

export const carCancellationQuoteQueryOptions = (reservationId: string) =>
  queryOptions({ queryKey: ['car-cancellation-quote', reservationId], queryFn: () => carReservationsCancelQuote({ data: { params: { reservationId } } }), staleTime: 0 })
