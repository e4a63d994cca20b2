import { createFileRoute } from '@tanstack/react-router'
import { AirReservationPage } from '~/features/air/air-reservation-page'
import { airReservationQueryOptions } from '~/features/air/air.queries'
import { ensured, reservationLoader } from '~/features/reservations/reservation-loader'
import { reservationRoute } from '~/features/reservations/reservation-routes'

export const Route = createFileRoute('/_member/reservations/view/air')({
  ...reservationRoute('reservations.view.air'),
  // Its own option, not in the shared ones: the router's code splitting keeps the queries off the first load.
  loader: reservationLoader(ensured(airReservationQueryOptions)),
  component: AirReservationPage,
})
