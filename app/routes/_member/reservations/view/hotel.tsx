import { createFileRoute } from '@tanstack/react-router'
import { HotelReservationPage } from '~/features/hotel/hotel-reservation-page'
import { hotelReservationQueryOptions } from '~/features/hotel/hotel.queries'
import { ensured, reservationLoader } from '~/features/reservations/reservation-loader'
import { reservationRoute } from '~/features/reservations/reservation-routes'

export const Route = createFileRoute('/_member/reservations/view/hotel')({
  ...reservationRoute('reservations.view.hotel'),
  // Its own option, not in the shared ones: the router's code splitting keeps the queries off the first load.
  loader: reservationLoader(ensured(hotelReservationQueryOptions)),
  component: HotelReservationPage,
})
