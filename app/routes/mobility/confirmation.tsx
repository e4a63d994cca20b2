import { createFileRoute } from '@tanstack/react-router'
import { CarConfirmationPage } from '~/features/car/car-confirmation-page'
import { carReservationQueryOptions } from '~/features/car/car.queries'
import { validateReservationSearch } from '~/features/reservations/reservation-params'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/mobility/confirmation')({
  validateSearch: validateReservationSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps: { reservationId }, context }) => {
    if (!reservationId) return markStatus(404)
    const outcome = await context.queryClient.ensureQueryData(carReservationQueryOptions(reservationId))
    if (!outcome.ok) return markStatus(outcome.status === 401 ? 404 : outcome.status)
  },
  head: () => ({ meta: [{ title: pageTitle('mobility.confirmation') }, { name: 'robots', content: 'noindex' }] }),
  component: CarConfirmationPage,
})
