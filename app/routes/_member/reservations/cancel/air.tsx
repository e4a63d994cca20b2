import { createFileRoute } from '@tanstack/react-router'
import { AirCancelPage } from '~/features/air/air-cancel-page'
import { reservationLoader } from '~/features/reservations/reservation-loader'
import { reservationRoute } from '~/features/reservations/reservation-routes'

// Loaded with the page rather than the first-load bundle every page shares.
const airQueries = () => import('~/features/air/air.queries')

export const Route = createFileRoute('/_member/reservations/cancel/air')({
  ...reservationRoute('reservations.cancel.air'),
  // Its own option, not in the shared ones: the router's code splitting keeps the queries off the first load.
  loader: reservationLoader(async (queryClient, reservationId) => queryClient.ensureQueryData((await airQueries()).airReservationQueryOptions(reservationId)), {
    quote: async (queryClient, reservationId) => queryClient.ensureQueryData((await airQueries()).airCancellationQuoteQueryOptions(reservationId)),
  }),
  component: AirCancelPage,
})
