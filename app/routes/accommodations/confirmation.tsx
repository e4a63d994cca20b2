import { createFileRoute } from '@tanstack/react-router'
import { HotelConfirmationPage } from '~/features/hotel/hotel-confirmation-page'
import { hotelReservationQueryOptions } from '~/features/hotel/hotel.queries'
import { ensured, reservationLoader } from '~/features/reservations/reservation-loader'
import { reservationRoute } from '~/features/reservations/reservation-routes'

export const Route = createFileRoute('/accommodations/confirmation')({
  ...reservationRoute('accommodations.confirmation'),
  // Its own option, not in the shared ones: the router's code splitting keeps the queries off the first load.
  loader: reservationLoader(ensured(hotelReservationQueryOptions)),
  component: HotelConfirmationPage,
})
