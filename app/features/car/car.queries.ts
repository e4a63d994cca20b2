import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { carOffer, carQuote, carReservationsCancelQuote, carReservationsView, carSearch } from '@server/bff/functions/car.functions'
import type { CarSearchCriteriaInput, CarSelectionInput } from './car-criteria'

export const carSearchQueryOptions = (criteria: CarSearchCriteriaInput) =>
  queryOptions({ queryKey: ['car-search', criteria], queryFn: () => carSearch({ data: { body: criteria } }), staleTime: 30_000 })

/** The car for the selection's rental; priced with the given extras (`child-seat:2,full-cover:1`) when there are any. */
export const carOfferQueryOptions = (selection: CarSelectionInput, extras = '') => {
  const { extras: _extras, offerId, dropOffLocationId, ...rental } = selection
  const query = { ...rental, ...(dropOffLocationId ? { dropOffLocationId } : {}), ...(extras ? { extras } : {}) }
  return queryOptions({ queryKey: ['car-offer', offerId, query], queryFn: () => carOffer({ data: { params: { offerId }, query } }), staleTime: 30_000 })
}

/** The offer's price with the chosen extras: the last price stays on screen while the next one loads. */
export const carOfferPriceQueryOptions = (selection: CarSelectionInput, extras: string) => queryOptions({ ...carOfferQueryOptions(selection, extras), placeholderData: keepPreviousData })

export const carQuoteQueryKey = ['car-quote'] as const

/** The quote is priced for this traveller (points, plan), so it is refetched rather than kept long. */
export const carQuoteQueryOptions = (selection: CarSelectionInput) => queryOptions({ queryKey: [...carQuoteQueryKey, selection], queryFn: () => carQuote({ data: { body: selection } }), staleTime: 0 })

export const carReservationQueryOptions = (reservationId: string) => queryOptions({ queryKey: ['car-reservation', reservationId], queryFn: () => carReservationsView({ data: { params: { reservationId } } }) })

export const carCancellationQuoteQueryOptions = (reservationId: string) =>
  queryOptions({ queryKey: ['car-cancellation-quote', reservationId], queryFn: () => carReservationsCancelQuote({ data: { params: { reservationId } } }), staleTime: 0 })
