import { createFileRoute } from '@tanstack/react-router'
import { HotelReservationPage } from '~/features/hotel/hotel-reservation-page'
import { hotelReservationQueryOptions } from '~/features/hotel/hotel-checkout.queries'
import { ensured, reservationRoute } from '~/features/reservations/reservation-routes'

export const Route = createFileRoute('/_member/reservations/view/hotel')({
  ...reservationRoute('reservations.view.hotel', ensured(hotelReservationQueryOptions)),
  component: HotelReservationPage,
})
