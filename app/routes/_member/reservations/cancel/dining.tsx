import { createFileRoute } from '@tanstack/react-router'
import { DiningCancelPage } from '~/features/dining/dining-cancel-page'
import { diningReservationQueryOptions, diningCancellationQuoteQueryOptions } from '~/features/dining/dining.queries'
import { ensured, reservationLoader } from '~/features/reservations/reservation-loader'
import { reservationRoute } from '~/features/reservations/reservation-routes'

export const Route = createFileRoute('/_member/reservations/cancel/dining')({
  ...reservationRoute('reservations.cancel.dining'),
  // Its own option, not in the shared ones: the router's code splitting keeps the queries off the first load.
  loader: reservationLoader(ensured(diningReservationQueryOptions), { quote: ensured(diningCancellationQuoteQueryOptions) }),
  component: DiningCancelPage,
})
