import { createFileRoute } from '@tanstack/react-router'
import { ActivityCancelPage } from '~/features/activity/activity-cancel-page'
import { activityReservationQueryOptions, activityCancellationQuoteQueryOptions } from '~/features/activity/activity.queries'
import { ensured, reservationLoader } from '~/features/reservations/reservation-loader'
import { reservationRoute } from '~/features/reservations/reservation-routes'

export const Route = createFileRoute('/_member/reservations/cancel/activity')({
  ...reservationRoute('reservations.cancel.activity'),
  // Its own option, not in the shared ones: the router's code splitting keeps the queries off the first load.
  loader: reservationLoader(ensured(activityReservationQueryOptions), { quote: ensured(activityCancellationQuoteQueryOptions) }),
  component: ActivityCancelPage,
})
