import { createFileRoute } from '@tanstack/react-router'
import { DiningReservationPage } from '~/features/dining/dining-reservation-page'
import { diningReservationQueryOptions } from '~/features/dining/dining.queries'
import { validateReservationSearch } from '~/features/reservations/reservation-params'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/_member/reservations/view/dining')({
  validateSearch: validateReservationSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps: { reservationId }, context }) => {
    if (!reservationId) return markStatus(404)
    const outcome = await context.queryClient.ensureQueryData(diningReservationQueryOptions(reservationId))
    if (!outcome.ok) markStatus(outcome.status)
  },
  head: () => ({ meta: [{ title: pageTitle('reservations.view.dining') }, { name: 'robots', content: 'noindex' }] }),
  component: DiningReservationPage,
})
