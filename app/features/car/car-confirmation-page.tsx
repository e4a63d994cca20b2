// Car rental confirmation (§R2) on the shared confirmation (reservations/reservation-confirmation.tsx).
import { lineConfirmationPage } from '~/features/reservations/reservation-confirmation'
import { lineReservations } from '~/features/reservations/reservation-missing'
import { carTripText } from '~/i18n/plain/car-trip'
import { CarReservationDetails } from './car-reservation-details'
import { carReservationQueryOptions } from './car.queries'

/** What the car's confirmation, view and cancel pages load and show when they cannot. */
export const carReservations = lineReservations('car', carReservationQueryOptions, () => ({ heading: carTripText('confirmation.we-can-t') }))

export const CarConfirmationPage = lineConfirmationPage(carReservations, (reservation) => ({
  notice: { booked: carTripText('confirmation.your-car-is'), cancelled: carTripText('confirmation.this-car-rental') },
  email: reservation.driver.email,
  heading: carTripText('confirmation.car-rental-in', { destinationName: reservation.destination.name }),
  viewLink: carTripText('confirmation.view-this-reservation'),
  details: <CarReservationDetails reservation={reservation} />,
}))
