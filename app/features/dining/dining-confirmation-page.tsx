// Dining confirmation (§R2) on the shared confirmation (reservations/reservation-confirmation.tsx).
import { ReservationConfirmation } from '~/features/reservations/reservation-confirmation'
import { ReservationMissing } from '~/features/reservations/reservation-missing'
import { ReservationPage } from '~/features/reservations/reservation-page'
import { diningTripText } from '~/i18n/plain/dining-trip'
import { DiningReservationDetails } from './dining-reservation-details'
import { diningReservationQueryOptions } from './dining.queries'

/** What the dining confirmation, view and cancel pages load and show when they cannot. */
export const diningReservations = { type: 'dining', query: diningReservationQueryOptions, missing: <Missing /> } as const

/** The missing reservation's screen, its texts read at render (a text read when the module loads keeps the first visitor's locale). */
function Missing() {
  return <ReservationMissing heading={diningTripText('reservation-missing.we-can-t')} />
}

export function DiningConfirmationPage() {
  return (
    <ReservationPage {...diningReservations}>
      {(reservation) => (
        <ReservationConfirmation
          type="dining"
          reservation={reservation}
          notice={reservation.status === 'CANCELLED' ? diningTripText('confirmation.this-reservation-is') : diningTripText('confirmation.your-table-is')}
          email={reservation.traveler.email}
          heading={`${reservation.restaurant.name}, ${reservation.destination.name}`}
          viewLink={diningTripText('confirmation.view-this-reservation')}
        >
          <DiningReservationDetails reservation={reservation} />
        </ReservationConfirmation>
      )}
    </ReservationPage>
  )
}
