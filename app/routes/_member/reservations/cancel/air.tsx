import { createFileRoute } from '@tanstack/react-router'
import { AirCancelPage } from '~/features/air/air-cancel-page'
import { validateReservationSearch } from '~/features/reservations/reservation-params'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/_member/reservations/cancel/air')({
  validateSearch: validateReservationSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps: { reservationId }, context }) => {
    // Loaded with the page rather than the first-load bundle every page shares.
    const { airCancellationQuoteQueryOptions, airReservationViewQueryOptions } = await import('~/features/air/air-reservations.queries')
    if (!reservationId) return markStatus(404)
    const [reservation] = await Promise.all([
      context.queryClient.ensureQueryData(airReservationViewQueryOptions(reservationId)),
      context.queryClient.ensureQueryData(airCancellationQuoteQueryOptions(reservationId)),
    ])
    if (!reservation.ok) markStatus(reservation.status)
  },
  head: () => ({ meta: [{ title: pageTitle('reservations.cancel.air') }, { name: 'robots', content: 'noindex' }] }),
  component: AirCancelPage,
})
