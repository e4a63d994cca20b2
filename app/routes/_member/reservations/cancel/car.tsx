import { createFileRoute } from '@tanstack/react-router'
import { CarCancelPage } from '~/features/car/car-cancel-page'
import { carReservationQueryOptions, carCancellationQuoteQueryOptions } from '~/features/car/car.queries'
import { ensured, reservationRoute } from '~/features/reservations/reservation-routes'

export const Route = createFileRoute('/_member/reservations/cancel/car')({
  ...reservationRoute('reservations.cancel.car', ensured(carReservationQueryOptions), { quote: ensured(carCancellationQuoteQueryOptions) }),
  component: CarCancelPage,
})
