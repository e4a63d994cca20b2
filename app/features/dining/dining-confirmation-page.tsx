// Dining confirmation (§R2) on the shared confirmation (reservations/reservation-confirmation.tsx).
import { lineConfirmationPage } from '~/features/reservations/reservation-confirmation'
import { lineReservations } from '~/features/reservations/reservation-missing'
import { diningTripText } from '~/i18n/plain/dining-trip'
import { DiningReservationDetails } from './dining-reservation-details'
import { diningReservationQueryOptions } from './dining.queries'

/** What the dining confirmation, view and cancel pages load and show when they cannot. */
export const diningReservations = lineReservations('dining', diningReservationQueryOptions, () => ({ heading: diningTripText('reservation-missing.we-can-t') }))

export const DiningConfirmationPage = lineConfirmationPage(diningReservations, (reservation) => ({
  notice: { booked: diningTripText('confirmation.your-table-is'), cancelled: diningTripText('confirmation.this-reservation-is') },
  email: reservation.traveler.email,
  heading: `${reservation.restaurant.name}, ${reservation.destination.name}`,
  viewLink: diningTripText('confirmation.view-this-reservation'),
  details: <DiningReservationDetails reservation={reservation} />,
}))
