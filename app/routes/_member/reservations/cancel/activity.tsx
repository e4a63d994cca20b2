import { createFileRoute } from '@tanstack/react-router'
import { ActivityCancelPage } from '~/features/activity/activity-cancel-page'
import { activityCancellationQuoteQueryOptions, activityReservationQueryOptions } from '~/features/activity/activity.queries'
import { validateReservationSearch } from '~/features/reservations/reservation-params'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/_member/reservations/cancel/activity')({
  validateSearch: validateReservationSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps: { reservationId }, context }) => {
    if (!reservationId) return markStatus(404)
    const [reservation] = await Promise.all([
      context.queryClient.ensureQueryData(activityReservationQueryOptions(reservationId)),
      context.queryClient.ensureQueryData(activityCancellationQuoteQueryOptions(reservationId)),
    ])
    if (!reservation.ok) markStatus(reservation.status)
  },
  head: () => ({ meta: [{ title: pageTitle('reservations.cancel.activity') }, { name: 'robots', content: 'noindex' }] }),
  component: ActivityCancelPage,
})
