import { createFileRoute } from '@tanstack/react-router'
import { DiningCancelPage } from '~/features/dining/dining-cancel-page'
import { diningCancellationQuoteQueryOptions, diningReservationQueryOptions } from '~/features/dining/dining.queries'
import { validateReservationSearch } from '~/features/reservations/reservation-params'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/_member/reservations/cancel/dining')({
  validateSearch: validateReservationSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps: { reservationId }, context }) => {
    if (!reservationId) return markStatus(404)
    const [reservation] = await Promise.all([
      context.queryClient.ensureQueryData(diningReservationQueryOptions(reservationId)),
      context.queryClient.ensureQueryData(diningCancellationQuoteQueryOptions(reservationId)),
    ])
    if (!reservation.ok) markStatus(reservation.status)
  },
  head: () => ({ meta: [{ title: pageTitle('reservations.cancel.dining') }, { name: 'robots', content: 'noindex' }] }),
  component: DiningCancelPage,
})
