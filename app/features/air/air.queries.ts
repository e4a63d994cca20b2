import { queryOptions } from '@tanstack/react-query'
import type { AirSearchCriteria } from '@contracts/lxp/air.schema'
import {
  airExchangeQuote,
  airExchangeSearch,
  airOffer,
  airQuote,
  airReservationsCancelQuote,
  airReservationsView,
  airSearch,
} from '@server/bff/functions/air.functions'
import type { AirCheckoutSelection } from './air-checkout-params'

export const airSearchQueryOptions = (criteria: AirSearchCriteria) =>
  queryOptions({
    queryKey: ['air-search', criteria],
    queryFn: () => airSearch({ data: { body: criteria } }),
    staleTime: 60_000,
  })

// With the queries that ask for them, not with the address's reading in every page's first load (issue 40).
const passengerCountsOf = (selection: AirCheckoutSelection) => ({ adults: selection.adults, children: selection.children, infantsInSeat: selection.infantsInSeat, infantsOnLap: selection.infantsOnLap })

/** The itinerary with its seat maps (seats taken change as others book). */
export const airOfferQueryOptions = (selection: AirCheckoutSelection) =>
  queryOptions({
    queryKey: ['air-offer', selection.offerId, passengerCountsOf(selection)],
    queryFn: () => airOffer({ data: { params: { offerId: selection.offerId }, query: passengerCountsOf(selection) } }),
    staleTime: 0,
  })

export const airQuoteQueryKey = ['air-quote'] as const

/** Priced for this traveller (points, plan) and the bags chosen, so it is refetched rather than kept long. */
export const airQuoteQueryOptions = (selection: AirCheckoutSelection, checkedBags: number[] = []) =>
  queryOptions({
    queryKey: [...airQuoteQueryKey, selection, checkedBags],
    queryFn: () => airQuote({ data: { body: { offerId: selection.offerId, fareFamily: selection.fareFamily, passengers: passengerCountsOf(selection), checkedBags } } }),
    staleTime: 0,
  })

/** One reservation, for its confirmation, view, cancel and exchange pages. */
export const airReservationQueryOptions = (reservationId: string) =>
  queryOptions({
    queryKey: ['air-reservation', reservationId],
    queryFn: () => airReservationsView({ data: { params: { reservationId } } }),
  })

export const airCancellationQuoteQueryOptions = (reservationId: string) =>
  queryOptions({
    queryKey: ['air-cancellation-quote', reservationId],
    queryFn: () => airReservationsCancelQuote({ data: { params: { reservationId } } }),
    staleTime: 0,
  })

export type ExchangeCriteria = { departDate: string; returnDate?: string; sort: 'price' | 'duration' | 'departure'; page: number }

export const airExchangeSearchQueryOptions = (reservationId: string, criteria: ExchangeCriteria) =>
  queryOptions({
    queryKey: ['air-exchange-search', reservationId, criteria],
    queryFn: () => airExchangeSearch({ data: { params: { reservationId }, body: { ...criteria, pageSize: 10 } } }),
    staleTime: 30_000,
  })

export const airExchangeQuoteQueryOptions = (reservationId: string, offerId: string) =>
  queryOptions({
    queryKey: ['air-exchange-quote', reservationId, offerId],
    queryFn: () => airExchangeQuote({ data: { params: { reservationId }, body: { offerId } } }),
    staleTime: 0,
  })
