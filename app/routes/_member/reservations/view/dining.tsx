import { createFileRoute } from '@tanstack/react-router'
import { DiningReservationPage } from '~/features/dining/dining-reservation-page'
import { diningReservationQueryOptions } from '~/features/dining/dining.queries'
import { ensured, reservationLoader } from '~/features/reservations/reservation-loader'
import { reservationRoute } from '~/features/reservations/reservation-routes'

export const Route = createFileRoute('/_member/reservations/view/dining')({
  ...reservationRoute('reservations.view.dining'),
  // Its own option, not in the shared ones: the router's code splitting keeps the queries off the first load.
  loader: reservationLoader(ensured(diningReservationQueryOptions)),
  component: DiningReservationPage,
})
