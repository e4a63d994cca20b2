import { createFileRoute } from '@tanstack/react-router'
import { HotelConfirmationPage } from '~/features/hotel/hotel-confirmation-page'
import { hotelReservationQueryOptions } from '~/features/hotel/hotel-checkout.queries'
import { ensured, reservationRoute } from '~/features/reservations/reservation-routes'

export const Route = createFileRoute('/accommodations/confirmation')({
  ...reservationRoute('accommodations.confirmation', ensured(hotelReservationQueryOptions)),
  component: HotelConfirmationPage,
})
