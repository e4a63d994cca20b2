import { createFileRoute } from '@tanstack/react-router'
import { ActivityConfirmationPage } from '~/features/activity/activity-confirmation-page'
import { activityReservationQueryOptions } from '~/features/activity/activity.queries'
import { ensured, reservationLoader } from '~/features/reservations/reservation-loader'
import { reservationRoute } from '~/features/reservations/reservation-routes'

export const Route = createFileRoute('/tours/confirmation')({
  ...reservationRoute('tours.confirmation'),
  // Its own option, not in the shared ones: the router's code splitting keeps the queries off the first load.
  loader: reservationLoader(ensured(activityReservationQueryOptions)),
  component: ActivityConfirmationPage,
})
