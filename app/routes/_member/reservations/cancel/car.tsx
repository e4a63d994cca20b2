import { createFileRoute } from '@tanstack/react-router'
import { CarCancelPage } from '~/features/car/car-cancel-page'
import { carCancellationQuoteQueryOptions, carReservationQueryOptions } from '~/features/car/car.queries'
import { validateReservationSearch } from '~/features/reservations/reservation-params'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/_member/reservations/cancel/car')({
  validateSearch: validateReservationSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps: { reservationId }, context }) => {
    if (!reservationId) return markStatus(404)
    const [reservation] = await Promise.all([
      context.queryClient.ensureQueryData(carReservationQueryOptions(reservationId)),
      context.queryClient.ensureQueryData(carCancellationQuoteQueryOptions(reservationId)),
    ])
    if (!reservation.ok) markStatus(reservation.status)
  },
  head: () => ({ meta: [{ title: pageTitle('reservations.cancel.car') }, { name: 'robots', content: 'noindex' }] }),
  component: CarCancelPage,
})
