import { createFileRoute } from '@tanstack/react-router'
import { HotelCancelPage } from '~/features/hotel/hotel-cancel-page'
import { hotelCancellationQuoteQueryOptions, hotelReservationQueryOptions } from '~/features/hotel/hotel.queries'
import { ensured, reservationLoader } from '~/features/reservations/reservation-loader'
import { reservationRoute } from '~/features/reservations/reservation-routes'

export const Route = createFileRoute('/_member/reservations/cancel/hotel')({
  ...reservationRoute('reservations.cancel.hotel'),
  // Its own option, not in the shared ones: the router's code splitting keeps the queries off the first load.
  loader: reservationLoader(ensured(hotelReservationQueryOptions), { quote: ensured(hotelCancellationQuoteQueryOptions) }),
  component: HotelCancelPage,
})
