import { createFileRoute } from '@tanstack/react-router'
import { CarConfirmationPage } from '~/features/car/car-confirmation-page'
import { carReservationQueryOptions } from '~/features/car/car.queries'
import { ensured, reservationLoader } from '~/features/reservations/reservation-loader'
import { reservationRoute } from '~/features/reservations/reservation-routes'

export const Route = createFileRoute('/mobility/confirmation')({
  ...reservationRoute('mobility.confirmation'),
  // Its own option, not in the shared ones: the router's code splitting keeps the queries off the first load.
  loader: reservationLoader(ensured(carReservationQueryOptions)),
  component: CarConfirmationPage,
})
