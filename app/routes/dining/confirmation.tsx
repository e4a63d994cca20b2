import { createFileRoute } from '@tanstack/react-router'
import { DiningConfirmationPage } from '~/features/dining/dining-confirmation-page'
import { diningReservationQueryOptions } from '~/features/dining/dining.queries'
import { validateReservationSearch } from '~/features/reservations/reservation-params'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/dining/confirmation')({
  validateSearch: validateReservationSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps: { reservationId }, context }) => {
    if (!reservationId) return markStatus(404)
    const outcome = await context.queryClient.ensureQueryData(diningReservationQueryOptions(reservationId))
    if (!outcome.ok) return markStatus(outcome.status === 401 ? 404 : outcome.status)
  },
  head: () => ({ meta: [{ title: pageTitle('dining.confirmation') }, { name: 'robots', content: 'noindex' }] }),
  component: DiningConfirmationPage,
})
