import { createFileRoute } from '@tanstack/react-router'
import { DiningCancelPage } from '~/features/dining/dining-cancel-page'
import { diningReservationQueryOptions, diningCancellationQuoteQueryOptions } from '~/features/dining/dining.queries'
import { ensured, reservationRoute } from '~/features/reservations/reservation-routes'

export const Route = createFileRoute('/_member/reservations/cancel/dining')({
  ...reservationRoute('reservations.cancel.dining', ensured(diningReservationQueryOptions), { quote: ensured(diningCancellationQuoteQueryOptions) }),
  component: DiningCancelPage,
})
