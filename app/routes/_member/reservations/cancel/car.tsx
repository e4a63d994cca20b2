import { createFileRoute } from '@tanstack/react-router'
import { CarCancelPage } from '~/features/car/car-cancel-page'
import { carReservationQueryOptions, carCancellationQuoteQueryOptions } from '~/features/car/car.queries'
import { ensured, reservationLoader } from '~/features/reservations/reservation-loader'
import { reservationRoute } from '~/features/reservations/reservation-routes'

export const Route = createFileRoute('/_member/reservations/cancel/car')({
  ...reservationRoute('reservations.cancel.car'),
  // Its own option, not in the shared ones: the router's code splitting keeps the queries off the first load.
  loader: reservationLoader(ensured(carReservationQueryOptions), { quote: ensured(carCancellationQuoteQueryOptions) }),
  component: CarCancelPage,
})
