import { createFileRoute } from '@tanstack/react-router'
import { hotelReservationQueryOptions } from '~/features/hotel/hotel-checkout.queries'
import { HotelReservationPage } from '~/features/hotel/hotel-reservation-page'
import { validateReservationSearch } from '~/features/reservations/reservation-params'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/_member/reservations/view/hotel')({
  validateSearch: validateReservationSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps: { reservationId }, context }) => {
    if (!reservationId) return markStatus(404)
    const outcome = await context.queryClient.ensureQueryData(hotelReservationQueryOptions(reservationId))
    if (!outcome.ok) markStatus(outcome.status)
  },
  head: () => ({ meta: [{ title: pageTitle('reservations.view.hotel') }, { name: 'robots', content: 'noindex' }] }),
  component: HotelReservationPage,
})
