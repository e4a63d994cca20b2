import { createFileRoute } from '@tanstack/react-router'
import { ActivityConfirmationPage } from '~/features/activity/activity-confirmation-page'
import { activityReservationQueryOptions } from '~/features/activity/activity.queries'
import { ensured, reservationRoute } from '~/features/reservations/reservation-routes'

export const Route = createFileRoute('/transport/confirmation')({
  ...reservationRoute('transport.confirmation', ensured(activityReservationQueryOptions)),
  component: ActivityConfirmationPage,
})
