// Tours and transport confirmation (§R2) on the shared confirmation (reservations/reservation-confirmation.tsx).
import { ReservationConfirmation } from '~/features/reservations/reservation-confirmation'
import { ReservationPage } from '~/features/reservations/reservation-page'
import { activityTripText } from '~/i18n/plain/activity-trip'
import { kindWords } from './activity-format'
import { activityReservations } from './activity-reservations'
import { ActivityReservationDetails } from './activity-reservation-details'

export function ActivityConfirmationPage() {
  return (
    <ReservationPage {...activityReservations}>
      {(reservation) => {
        const { noun } = kindWords[reservation.kind]
        return (
          <ReservationConfirmation
            type="activity"
            reservation={reservation}
            notice={reservation.status === 'CANCELLED' ? activityTripText('confirmation.this-is-cancelled', { noun }) : activityTripText('confirmation.your-is-booked', { noun })}
            email={reservation.leadTraveler.email}
            heading={reservation.activity.title}
            viewLink={activityTripText('confirmation.view-this-reservation')}
          >
            <ActivityReservationDetails reservation={reservation} />
          </ReservationConfirmation>
        )
      }}
    </ReservationPage>
  )
}
