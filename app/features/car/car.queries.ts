import { queryOptions } from '@tanstack/react-query'
import { getCarCancellationQuote, getCarOffer, getCarQuote, getCarReservation, searchCarRentals } from '@server/car/car.functions'
import type { CarSearchCriteriaInput, CarSelectionInput } from './car-params'

export const carSearchQueryOptions = (criteria: CarSearchCriteriaInput) =>
  queryOptions({ queryKey: ['car-search', criteria], queryFn: () => searchCarRentals({ data: criteria }), staleTime: 30_000 })

export const carOfferQueryOptions = (selection: CarSelectionInput) => {
  const { extras: _extras, dropOffLocationId, ...rental } = selection
  const query = { ...rental, ...(dropOffLocationId ? { dropOffLocationId } : {}) }
  return queryOptions({ queryKey: ['car-offer', query], queryFn: () => getCarOffer({ data: query }), staleTime: 30_000 })
}

export const carQuoteQueryKey = ['car-quote'] as const

/** The quote is priced for this traveller (points, plan), so it is refetched rather than kept long. */
export const carQuoteQueryOptions = (selection: CarSelectionInput) => queryOptions({ queryKey: [...carQuoteQueryKey, selection], queryFn: () => getCarQuote({ data: selection }), staleTime: 0 })

export const carReservationQueryOptions = (reservationId: string) => queryOptions({ queryKey: ['car-reservation', reservationId], queryFn: () => getCarReservation({ data: { reservationId } }) })

export const carCancellationQuoteQueryOptions = (reservationId: string) =>
  queryOptions({ queryKey: ['car-cancellation-quote', reservationId], queryFn: () => getCarCancellationQuote({ data: { reservationId } }), staleTime: 0 })
