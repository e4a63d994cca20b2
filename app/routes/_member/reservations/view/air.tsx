import { createFileRoute } from '@tanstack/react-router'
import { AirReservationPage } from '~/features/air/air-reservation-page'
import { validateReservationSearch } from '~/features/reservations/reservation-params'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/_member/reservations/view/air')({
  validateSearch: validateReservationSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps: { reservationId }, context }) => {
    // Loaded with the page rather than the first-load bundle every page shares.
    const { airReservationViewQueryOptions } = await import('~/features/air/air-reservations.queries')
    if (!reservationId) return markStatus(404)
    const outcome = await context.queryClient.ensureQueryData(airReservationViewQueryOptions(reservationId))
    if (!outcome.ok) markStatus(outcome.status)
  },
  head: () => ({ meta: [{ title: pageTitle('reservations.view.air') }, { name: 'robots', content: 'noindex' }] }),
  component: AirReservationPage,
})
