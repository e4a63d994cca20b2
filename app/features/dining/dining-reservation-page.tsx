// A member's dining reservation (§R2.6 reservation view) on the shared view (reservations/reservation-view.tsx).
import { ReservationPage } from '~/features/reservations/reservation-page'
import { ReservationView } from '~/features/reservations/reservation-view'
import { diningTripText } from '~/i18n/plain/dining-trip'
import { diningReservations } from './dining-confirmation-page'
import { DiningReservationDetails } from './dining-reservation-details'

export function DiningReservationPage() {
  return (
    <ReservationPage {...diningReservations}>
      {(reservation) => (
        <ReservationView type="dining" reservation={reservation} timeZone={reservation.restaurant.timeZone} heading={`${reservation.restaurant.name}, ${reservation.destination.name}`} cancelLink={diningTripText('reservation.cancel-this-reservation')}>
          <DiningReservationDetails reservation={reservation} />
        </ReservationView>
      )}
    </ReservationPage>
  )
}
