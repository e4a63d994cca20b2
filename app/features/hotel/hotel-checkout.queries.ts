import { queryOptions } from '@tanstack/react-query'
import { hotelQuote, hotelReservationsView } from '@server/bff/functions/hotel.functions'
import { platformSelectionOf, type HotelCheckoutSelection } from './hotel-checkout-params'

export const hotelQuoteQueryKey = ['hotel-quote'] as const

/** The quote is priced for this traveller (points, plan), so it is refetched rather than kept long. */
export const hotelQuoteQueryOptions = (selection: HotelCheckoutSelection) =>
  queryOptions({
    queryKey: [...hotelQuoteQueryKey, selection],
    queryFn: () => hotelQuote({ data: { body: platformSelectionOf(selection) } }),
    staleTime: 0,
  })

export const hotelReservationQueryOptions = (reservationId: string) =>
  queryOptions({
    queryKey: ['hotel-reservation', reservationId],
    queryFn: () => hotelReservationsView({ data: { params: { reservationId } } }),
  })
