// A flight reservation (§R2.6 reservation view) on the shared view (reservations/reservation-view.tsx),
// with the way to change the flights while the fare allows it.
import { Link } from '@tanstack/react-router'
import { lineReservations } from '~/features/reservations/reservation-missing'
import { ReservationPage } from '~/features/reservations/reservation-page'
import { textLinkClass } from '~/features/reservations/reservation-parts'
import { ReservationView } from '~/features/reservations/reservation-view'
import { AirReservationDetails } from './air-reservation-details'
import { airReservationQueryOptions } from './air.queries'
import { airTripText } from '~/i18n/plain/air-trip'

/** What the flight's view and cancel pages load and show when they cannot. */
export const airReservations = lineReservations('air', airReservationQueryOptions, () => ({ heading: airTripText('reservation.we-can-t'), memberLink: airTripText('reservation.see-my-trips') }))

/** "New York to London": the first flight's city to the outbound's last. */
export function airReservationTitle({ itinerary }: { itinerary: { bounds: { segments: { from: { city: string }; to: { city: string } }[] }[] } }) {
  const segments = itinerary.bounds[0]!.segments
  return `${segments[0]!.from.city} to ${segments.at(-1)!.to.city}`
}

export function AirReservationPage() {
  return (
    <ReservationPage {...airReservations}>
      {(reservation, reservationId) => (
        <ReservationView
          type="air"
          reservation={reservation}
          heading={airReservationTitle(reservation)}
          timeZone={reservation.itinerary.bounds[0]?.segments[0]?.from.timeZone}
          cancelLink={airTripText('reservation.cancel-this-reservation')}
          links={
            reservation.status === 'CONFIRMED' &&
            reservation.fare.rules.changeable && (
              <Link to="/flights/exchange/modify-reservation" search={{ reservationId }} className={textLinkClass}>
                {airTripText('reservation.change-flights')}
              </Link>
            )
          }
        >
          <AirReservationDetails reservation={reservation} />
        </ReservationView>
      )}
    </ReservationPage>
  )
}
