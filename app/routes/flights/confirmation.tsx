import { createFileRoute } from '@tanstack/react-router'
import { AirConfirmationPage } from '~/features/air/air-confirmation-page'
import { validateReservationSearch } from '~/features/reservations/reservation-params'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/flights/confirmation')({
  validateSearch: validateReservationSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps: { reservationId }, context }) => {
    // Loaded with the page rather than the first-load bundle every page shares.
    const { airReservationQueryOptions } = await import('~/features/air/air-checkout.queries')
    if (!reservationId) return markStatus(404)
    const outcome = await context.queryClient.ensureQueryData(airReservationQueryOptions(reservationId))
    if (!outcome.ok) markStatus(outcome.status === 401 ? 404 : outcome.status)
  },
  head: () => ({ meta: [{ title: pageTitle('flights.confirmation') }, { name: 'robots', content: 'noindex' }] }),
  component: AirConfirmationPage,
})
