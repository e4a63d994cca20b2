import { createFileRoute } from '@tanstack/react-router'
import { ActivityConfirmationPage } from '~/features/activity/activity-confirmation-page'
import { activityReservationQueryOptions } from '~/features/activity/activity.queries'
import { validateReservationSearch } from '~/features/reservations/reservation-params'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/tours/confirmation')({
  validateSearch: validateReservationSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps: { reservationId }, context }) => {
    if (!reservationId) return markStatus(404)
    const outcome = await context.queryClient.ensureQueryData(activityReservationQueryOptions(reservationId))
    if (!outcome.ok) return markStatus(outcome.status === 401 ? 404 : outcome.status)
  },
  head: () => ({ meta: [{ title: pageTitle('tours.confirmation') }, { name: 'robots', content: 'noindex' }] }),
  component: () => <ActivityConfirmationPage kind="tour" />,
})
