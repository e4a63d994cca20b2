import { createFileRoute } from '@tanstack/react-router'
import { hotelReservationQueryOptions } from '~/features/hotel/hotel-checkout.queries'
import { HotelCancelPage } from '~/features/hotel/hotel-cancel-page'
import { validateReservationSearch } from '~/features/reservations/reservation-params'
import { cancellationQuoteQueryOptions } from '~/features/hotel/hotel-reservations.queries'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/_member/reservations/cancel/hotel')({
  validateSearch: validateReservationSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps: { reservationId }, context }) => {
    if (!reservationId) return markStatus(404)
    const [reservation] = await Promise.all([
      context.queryClient.ensureQueryData(hotelReservationQueryOptions(reservationId)),
      context.queryClient.ensureQueryData(cancellationQuoteQueryOptions(reservationId)),
    ])
    if (!reservation.ok) markStatus(reservation.status)
  },
  head: () => ({ meta: [{ title: pageTitle('reservations.cancel.hotel') }, { name: 'robots', content: 'noindex' }] }),
  component: HotelCancelPage,
})
