import { createFileRoute } from '@tanstack/react-router'
import { ActivityReservationPage } from '~/features/activity/activity-reservation-page'
import { activityReservationQueryOptions } from '~/features/activity/activity.queries'
import { ensured, reservationRoute } from '~/features/reservations/reservation-routes'

export const Route = createFileRoute('/_member/reservations/view/activity')({
  ...reservationRoute('reservations.view.activity', ensured(activityReservationQueryOptions)),
  component: ActivityReservationPage,
})
