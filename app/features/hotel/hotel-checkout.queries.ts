import { queryOptions } from '@tanstack/react-query'
import { hotelQuote, hotelReservationsView } from '@server/bff/functions/hotel.functions'
import type { HotelSelection } from '@contracts/lxp/hotel-checkout.schema'
import type { HotelCheckoutSelection } from './hotel-checkout-params'

/** What the platform quotes and books: the selection, the children as its `childAges` (here, not with the address's reading in every page's first load; issue 40). */
export function platformSelectionOf({ children, ...selection }: HotelCheckoutSelection): HotelSelection {
  return { ...selection, childAges: children ?? [] }
}

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
