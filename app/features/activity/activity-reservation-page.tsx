// A member's tour or transfer (§R2.6 reservation view) on the shared view (reservations/reservation-view.tsx).
import { ReservationPage } from '~/features/reservations/reservation-page'
import { ReservationView } from '~/features/reservations/reservation-view'
import { activityTripText } from '~/i18n/plain/activity-trip'
import { kindWords } from './activity-format'
import { activityReservations } from './activity-reservations'
import { ActivityReservationDetails } from './activity-reservation-details'

export function ActivityReservationPage() {
  return (
    <ReservationPage {...activityReservations}>
      {(reservation) => {
        const { noun } = kindWords[reservation.kind]
        return (
          <ReservationView
            type="activity"
            reservation={reservation}
            heading={reservation.activity.title}
            timeZone={reservation.timeZone}
            cancelLink={reservation.cancellationPolicy.cancellable ? activityTripText('reservation.cancel-this', { noun }) : activityTripText('reservation.cancellation-options-for', { noun })}
          >
            <ActivityReservationDetails reservation={reservation} />
          </ReservationView>
        )
      }}
    </ReservationPage>
  )
}
