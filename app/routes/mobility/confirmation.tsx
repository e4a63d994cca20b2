import { createFileRoute } from '@tanstack/react-router'
import { CarConfirmationPage } from '~/features/car/car-confirmation-page'
import { carReservationQueryOptions } from '~/features/car/car.queries'
import { ensured, reservationRoute } from '~/features/reservations/reservation-routes'

export const Route = createFileRoute('/mobility/confirmation')({
  ...reservationRoute('mobility.confirmation', ensured(carReservationQueryOptions)),
  component: CarConfirmationPage,
})
