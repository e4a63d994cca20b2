import { createFileRoute } from '@tanstack/react-router'
import { CarReservationPage } from '~/features/car/car-reservation-page'
import { carReservationQueryOptions } from '~/features/car/car.queries'
import { validateReservationSearch } from '~/features/reservations/reservation-params'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/_member/reservations/view/car')({
  validateSearch: validateReservationSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps: { reservationId }, context }) => {
    if (!reservationId) return markStatus(404)
    const outcome = await context.queryClient.ensureQueryData(carReservationQueryOptions(reservationId))
    if (!outcome.ok) markStatus(outcome.status)
  },
  head: () => ({ meta: [{ title: pageTitle('reservations.view.car') }, { name: 'robots', content: 'noindex' }] }),
  component: CarReservationPage,
})
