import { createFileRoute } from '@tanstack/react-router'
import { CarReservationPage } from '~/features/car/car-reservation-page'
import { carReservationQueryOptions } from '~/features/car/car.queries'
import { ensured, reservationLoader } from '~/features/reservations/reservation-loader'
import { reservationRoute } from '~/features/reservations/reservation-routes'

export const Route = createFileRoute('/_member/reservations/view/car')({
  ...reservationRoute('reservations.view.car'),
  // Its own option, not in the shared ones: the router's code splitting keeps the queries off the first load.
  loader: reservationLoader(ensured(carReservationQueryOptions)),
  component: CarReservationPage,
})
