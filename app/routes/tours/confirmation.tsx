import { createFileRoute } from '@tanstack/react-router'
import { ActivityConfirmationPage } from '~/features/activity/activity-confirmation-page'
import { activityReservationQueryOptions } from '~/features/activity/activity.queries'
import { ensured, reservationRoute } from '~/features/reservations/reservation-routes'

export const Route = createFileRoute('/tours/confirmation')({
  ...reservationRoute('tours.confirmation', ensured(activityReservationQueryOptions)),
  component: ActivityConfirmationPage,
})
