import { queryOptions } from '@tanstack/react-query'
import { getHotelQuote, getHotelReservation, getTravelerProfiles } from '@server/hotel/checkout.functions'
import type { HotelCheckoutSelection } from './checkout-params'

export const hotelQuoteQueryKey = ['hotel-quote'] as const

/** The quote is priced for this traveller (points, plan), so it is refetched rather than kept long. */
export const hotelQuoteQueryOptions = (selection: HotelCheckoutSelection) =>
  queryOptions({
    queryKey: [...hotelQuoteQueryKey, selection],
    queryFn: () => getHotelQuote({ data: selection }),
    staleTime: 0,
  })

export const hotelReservationQueryOptions = (reservationId: string) =>
  queryOptions({
    queryKey: ['hotel-reservation', reservationId],
    queryFn: () => getHotelReservation({ data: { reservationId } }),
  })

export const travelerProfilesQueryOptions = () =>
  queryOptions({
    queryKey: ['traveler-profiles'],
    queryFn: () => getTravelerProfiles(),
    staleTime: 60_000,
  })
