import { createFileRoute } from '@tanstack/react-router'
import { DiningReservationPage } from '~/features/dining/dining-reservation-page'
import { diningReservationQueryOptions } from '~/features/dining/dining.queries'
import { validateReservationSearch } from '~/features/reservations/reservation-params'
import { markStatus } from '~/lib/response-status'

export const Route = createFileRoute('/_member/reservations/view/dining')({
  validateSearch: validateReservationSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps: { reservationId }, context }) => {
    if (!reservationId) return markStatus(404)
    const outcome = await context.queryClient.ensureQueryData(diningReservationQueryOptions(reservationId))
    if (!outcome.ok) markStatus(outcome.status)
  },
  head: () => ({ meta: [{ title: 'Your dining reservation · Rewards Travel' }, { name: 'robots', content: 'noindex' }] }),
  component: DiningReservationPage,
})
