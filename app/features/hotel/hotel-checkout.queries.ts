import { queryOptions } from '@tanstack/react-query'
import { customerTravelerProfiles } from '@server/bff/functions/customer.functions'
import { hotelQuote, hotelReservationsView } from '@server/bff/functions/hotel.functions'
import type { HotelCheckoutSelection } from './hotel-checkout-params'

export const hotelQuoteQueryKey = ['hotel-quote'] as const

/** The quote is priced for this traveller (points, plan), so it is refetched rather than kept long. */
export const hotelQuoteQueryOptions = (selection: HotelCheckoutSelection) =>
  queryOptions({
    queryKey: [...hotelQuoteQueryKey, selection],
    queryFn: () => hotelQuote({ data: { body: selection } }),
    staleTime: 0,
  })

export const hotelReservationQueryOptions = (reservationId: string) =>
  queryOptions({
    queryKey: ['hotel-reservation', reservationId],
    queryFn: () => hotelReservationsView({ data: { params: { reservationId } } }),
  })

/** The member's saved travelers, for checkout to offer (none when they cannot be read). */
export const travelerProfilesQueryOptions = () =>
  queryOptions({
    queryKey: ['traveler-profiles'],
    queryFn: async () => {
      const outcome = await customerTravelerProfiles({ data: { query: {} } })
      return outcome.ok ? outcome.value.travelers : []
    },
    staleTime: 60_000,
  })
