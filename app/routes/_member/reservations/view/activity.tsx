import { createFileRoute } from '@tanstack/react-router'
import { ActivityReservationPage } from '~/features/activity/activity-reservation-page'
import { activityReservationQueryOptions } from '~/features/activity/activity.queries'
import { ensured, reservationLoader } from '~/features/reservations/reservation-loader'
import { reservationRoute } from '~/features/reservations/reservation-routes'

export const Route = createFileRoute('/_member/reservations/view/activity')({
  ...reservationRoute('reservations.view.activity'),
  // Its own option, not in the shared ones: the router's code splitting keeps the queries off the first load.
  loader: reservationLoader(ensured(activityReservationQueryOptions)),
  component: ActivityReservationPage,
})
