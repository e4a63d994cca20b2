import { createFileRoute } from '@tanstack/react-router'
import { DiningReservationPage } from '~/features/dining/dining-reservation-page'
import { diningReservationQueryOptions } from '~/features/dining/dining.queries'
import { ensured, reservationRoute } from '~/features/reservations/reservation-routes'

export const Route = createFileRoute('/_member/reservations/view/dining')({
  ...reservationRoute('reservations.view.dining', ensured(diningReservationQueryOptions)),
  component: DiningReservationPage,
})
