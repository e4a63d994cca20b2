// Tours and transport confirmation (§R2) on the shared confirmation (reservations/reservation-confirmation.tsx).
import { lineConfirmationPage } from '~/features/reservations/reservation-confirmation'
import { activityTripText } from '~/i18n/plain/activity-trip'
import { kindWords } from './activity-format'
import { activityReservations } from './activity-reservations'
import { ActivityReservationDetails } from './activity-reservation-details'

export const ActivityConfirmationPage = lineConfirmationPage(activityReservations, (reservation) => {
  const { noun } = kindWords[reservation.kind]
  return {
    notice: { booked: activityTripText('confirmation.your-is-booked', { noun }), cancelled: activityTripText('confirmation.this-is-cancelled', { noun }) },
    email: reservation.leadTraveler.email,
    heading: reservation.activity.title,
    viewLink: activityTripText('confirmation.view-this-reservation'),
    details: <ActivityReservationDetails reservation={reservation} />,
  }
})
