import { createFileRoute } from '@tanstack/react-router'
import { DiningConfirmationPage } from '~/features/dining/dining-confirmation-page'
import { diningReservationQueryOptions } from '~/features/dining/dining.queries'
import { ensured, reservationRoute } from '~/features/reservations/reservation-routes'

export const Route = createFileRoute('/dining/confirmation')({
  ...reservationRoute('dining.confirmation', ensured(diningReservationQueryOptions)),
  component: DiningConfirmationPage,
})
