import { createFileRoute } from '@tanstack/react-router'
import { DiningConfirmationPage } from '~/features/dining/dining-confirmation-page'
import { diningReservationQueryOptions } from '~/features/dining/dining.queries'
import { ensured, reservationLoader } from '~/features/reservations/reservation-loader'
import { reservationRoute } from '~/features/reservations/reservation-routes'

export const Route = createFileRoute('/dining/confirmation')({
  ...reservationRoute('dining.confirmation'),
  // Its own option, not in the shared ones: the router's code splitting keeps the queries off the first load.
  loader: reservationLoader(ensured(diningReservationQueryOptions)),
  component: DiningConfirmationPage,
})
