import { createFileRoute } from '@tanstack/react-router'
import { HotelStayChangePage } from '~/features/hotel/hotel-stay-change-page'
import { hotelReservationQueryOptions, hotelStayChangeQuoteQueryOptions } from '~/features/hotel/hotel.queries'
import { ensured, reservationLoader } from '~/features/reservations/reservation-loader'
import { reservationRoute } from '~/features/reservations/reservation-routes'
import { validateStayChangeSearch } from '~/features/reservations/reservation-params'

export const Route = createFileRoute('/_member/reservations/change/hotel')({
  ...reservationRoute('reservations.change.hotel'),
  validateSearch: validateStayChangeSearch,
  loaderDeps: ({ search }) => search,
  loader: async (context) => {
    const { reservationId, checkIn, checkOut, adults, children, edit } = context.deps
    // The new price loads with the page once dates are chosen (its refusal is shown by the page), not while they change again.
    await Promise.all([reservationLoader(ensured(hotelReservationQueryOptions))(context), reservationId && checkIn && checkOut && adults && !edit ? context.context.queryClient.ensureQueryData(hotelStayChangeQuoteQueryOptions(reservationId, { checkIn, checkOut, adults, childAges: children ?? [] })) : undefined])
  },
  component: HotelStayChangePage,
})
