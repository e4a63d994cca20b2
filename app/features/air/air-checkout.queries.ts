import { queryOptions } from '@tanstack/react-query'
import { airOffer, airQuote, airReservationsView } from '@server/bff/functions/air.functions'
import type { AirCheckoutSelection } from './air-checkout-params'

// With the queries that ask for them, not with the address's reading in every page's first load (issue 40).
const passengerCountsOf = (selection: AirCheckoutSelection) => ({ adults: selection.adults, children: selection.children, infantsInSeat: selection.infantsInSeat, infantsOnLap: selection.infantsOnLap })

export const airQuoteQueryKey = ['air-quote'] as const

/** Priced for this traveller (points, plan) and the bags chosen, so it is refetched rather than kept long. */
export const airQuoteQueryOptions = (selection: AirCheckoutSelection, checkedBags: number[] = []) =>
  queryOptions({
    queryKey: [...airQuoteQueryKey, selection, checkedBags],
    queryFn: () => airQuote({ data: { body: { offerId: selection.offerId, fareFamily: selection.fareFamily, passengers: passengerCountsOf(selection), checkedBags } } }),
    staleTime: 0,
  })

/** The itinerary with its seat maps (seats taken change as others book). */
export const airOfferQueryOptions = (selection: AirCheckoutSelection) =>
  queryOptions({
    queryKey: ['air-offer', selection.offerId, passengerCountsOf(selection)],
    queryFn: () => airOffer({ data: { params: { offerId: selection.offerId }, query: passengerCountsOf(selection) } }),
    staleTime: 0,
  })

export const airReservationQueryOptions = (reservationId: string) =>
  queryOptions({
    queryKey: ['air-reservation', reservationId],
    queryFn: () => airReservationsView({ data: { params: { reservationId } } }),
  })
