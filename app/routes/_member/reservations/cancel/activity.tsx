import { createFileRoute } from '@tanstack/react-router'
import { ActivityCancelPage } from '~/features/activity/activity-cancel-page'
import { activityReservationQueryOptions, activityCancellationQuoteQueryOptions } from '~/features/activity/activity.queries'
import { ensured, reservationRoute } from '~/features/reservations/reservation-routes'

export const Route = createFileRoute('/_member/reservations/cancel/activity')({
  ...reservationRoute('reservations.cancel.activity', ensured(activityReservationQueryOptions), { quote: ensured(activityCancellationQuoteQueryOptions) }),
  component: ActivityCancelPage,
})
