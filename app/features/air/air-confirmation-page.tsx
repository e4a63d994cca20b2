// Flight confirmation (§R2): the flights, passengers and seats, what was paid in cash and points,
// add to calendar (.ics) and, for members, the reservation and My Trips.
import { AddToCalendarLink } from '~/features/reservations/add-to-calendar-link'
import { ManageBookingLink } from '~/features/reservations/manage-booking-link'
import { ReservationMissing } from '~/features/reservations/reservation-missing'
import { ReservationPage } from '~/features/reservations/reservation-page'
import { MyTripsLink, pageClass, pageHeadingClass, ReservationLink, ReservationLinks } from '~/features/reservations/reservation-parts'
import { useAuthStatus } from '~/features/session/use-member-session'
import { arrivalFocus } from '~/features/focus-and-announcements/focus-on-navigation'
import { Container } from '~/ui/container'
import { AirReservationDetails } from './air-reservation-details'
import { airReservationQueryOptions } from './air.queries'
import { airTripText } from '~/i18n/plain/air-trip'

export function AirConfirmationPage() {
  const { status } = useAuthStatus()
  return (
    <ReservationPage query={airReservationQueryOptions} missing={<ReservationMissing heading={airTripText('confirmation.we-can-t')} />}>
      {(reservation, reservationId) => (
        <Container className={pageClass}>
          <div>
            {/* Arriving from Book, the keyboard and the screen reader start at the news, as on every line's confirmation (issue 43 item 2). */}
            <h1 className={pageHeadingClass} tabIndex={-1} {...arrivalFocus}>
              {airTripText('confirmation.your-flights-are')}
            </h1>
            <p>{airTripText('confirmation.we-sent-the', { contactEmail: reservation.contact.email })}</p>
          </div>
          <AirReservationDetails reservation={reservation} />
          <ReservationLinks>
            <AddToCalendarLink type="air" reservation={reservation} />
            <ManageBookingLink type="air" reservationId={reservationId} />
            {status === 'authenticated' && (
              <>
                <ReservationLink type="air" page="view" reservationId={reservationId}>
                  {airTripText('confirmation.manage-this-reservation')}
                </ReservationLink>
                <MyTripsLink>{airTripText('confirmation.my-trips')}</MyTripsLink>
              </>
            )}
          </ReservationLinks>
        </Container>
      )}
    </ReservationPage>
  )
}
