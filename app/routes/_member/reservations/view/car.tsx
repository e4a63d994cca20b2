import { createFileRoute } from '@tanstack/react-router'
import { CarReservationPage } from '~/features/car/car-reservation-page'
import { carReservationQueryOptions } from '~/features/car/car.queries'
import { ensured, reservationRoute } from '~/features/reservations/reservation-routes'

export const Route = createFileRoute('/_member/reservations/view/car')({
  ...reservationRoute('reservations.view.car', ensured(carReservationQueryOptions)),
  component: CarReservationPage,
})
