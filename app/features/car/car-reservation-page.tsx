// A member's car rental (§R2.6 reservation view) on the shared view (reservations/reservation-view.tsx).
import { ReservationPage } from '~/features/reservations/reservation-page'
import { ReservationView } from '~/features/reservations/reservation-view'
import { carTripText } from '~/i18n/plain/car-trip'
import { carReservations } from './car-confirmation-page'
import { CarReservationDetails } from './car-reservation-details'

export function CarReservationPage() {
  return (
    <ReservationPage {...carReservations}>
      {(reservation) => (
        <ReservationView type="car" reservation={reservation} timeZone={reservation.offer.pickUpLocation.timeZone} heading={carTripText('confirmation.car-rental-in', { destinationName: reservation.destination.name })} cancelLink={carTripText('reservation.cancel-this-car')}>
          <CarReservationDetails reservation={reservation} />
        </ReservationView>
      )}
    </ReservationPage>
  )
}
