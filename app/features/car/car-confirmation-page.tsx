// Car rental confirmation (§R2) on the shared confirmation (reservations/reservation-confirmation.tsx).
import { ReservationConfirmation } from '~/features/reservations/reservation-confirmation'
import { ReservationMissing } from '~/features/reservations/reservation-missing'
import { ReservationPage } from '~/features/reservations/reservation-page'
import { carTripText } from '~/i18n/plain/car-trip'
import { CarReservationDetails } from './car-reservation-details'
import { carReservationQueryOptions } from './car.queries'

/** What the car's confirmation, view and cancel pages load and show when they cannot. */
export const carReservations = { type: 'car', query: carReservationQueryOptions, missing: <Missing /> } as const

/** The missing reservation's screen, its texts read at render (a text read when the module loads keeps the first visitor's locale). */
function Missing() {
  return <ReservationMissing heading={carTripText('confirmation.we-can-t')} />
}

export function CarConfirmationPage() {
  return (
    <ReservationPage {...carReservations}>
      {(reservation) => (
        <ReservationConfirmation
          type="car"
          reservation={reservation}
          notice={reservation.status === 'CANCELLED' ? carTripText('confirmation.this-car-rental') : carTripText('confirmation.your-car-is')}
          email={reservation.driver.email}
          heading={carTripText('confirmation.car-rental-in', { destinationName: reservation.destination.name })}
          viewLink={carTripText('confirmation.view-this-reservation')}
        >
          <CarReservationDetails reservation={reservation} />
        </ReservationConfirmation>
      )}
    </ReservationPage>
  )
}
