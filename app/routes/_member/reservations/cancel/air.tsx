import { createFileRoute } from '@tanstack/react-router'
import { AirCancelPage } from '~/features/air/air-cancel-page'
import { airCancellationQuoteQueryOptions, airReservationQueryOptions } from '~/features/air/air.queries'
import { ensured, reservationLoader } from '~/features/reservations/reservation-loader'
import { reservationRoute } from '~/features/reservations/reservation-routes'

export const Route = createFileRoute('/_member/reservations/cancel/air')({
  ...reservationRoute('reservations.cancel.air'),
  // Its own option, not in the shared ones: the router's code splitting keeps the queries off the first load.
  loader: reservationLoader(ensured(airReservationQueryOptions), { quote: ensured(airCancellationQuoteQueryOptions) }),
  component: AirCancelPage,
})
