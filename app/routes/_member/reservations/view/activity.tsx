import { createFileRoute } from '@tanstack/react-router'
import { ActivityReservationPage } from '~/features/activity/activity-reservation-page'
import { activityReservationQueryOptions } from '~/features/activity/activity.queries'
import { validateReservationSearch } from '~/features/reservations/reservation-params'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/_member/reservations/view/activity')({
  validateSearch: validateReservationSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps: { reservationId }, context }) => {
    if (!reservationId) return markStatus(404)
    const outcome = await context.queryClient.ensureQueryData(activityReservationQueryOptions(reservationId))
    if (!outcome.ok) markStatus(outcome.status)
  },
  head: () => ({ meta: [{ title: pageTitle('reservations.view.activity') }, { name: 'robots', content: 'noindex' }] }),
  component: ActivityReservationPage,
})
