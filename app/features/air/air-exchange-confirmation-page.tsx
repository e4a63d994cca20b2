// Flight exchange confirmation (§R2; analytics page type "modify"): the changed flights.
import { ReservationPage } from '~/features/reservations/reservation-page'
import { pageClass, pageHeadingClass, ReservationLink } from '~/features/reservations/reservation-parts'
import { Container } from '~/ui/container'
import { AirReservationDetails } from './air-reservation-details'
import { airReservationQueryOptions } from './air.queries'
import { ChooseBookingFirst } from './air-exchange-common'
import { airTripText } from '~/i18n/plain/air-trip'

export function ExchangeConfirmationPage() {
  return (
    <ReservationPage query={airReservationQueryOptions} missing={<ChooseBookingFirst />}>
      {(reservation, reservationId) => (
        <Container className={pageClass}>
          <h1 className={pageHeadingClass}>{airTripText('exchange-confirmation.your-flights-are')}</h1>
          <AirReservationDetails reservation={reservation} />
          <p>
            <ReservationLink type="air" page="view" reservationId={reservationId}>
              {airTripText('exchange-confirmation.view-the-reservation')}
            </ReservationLink>
          </p>
        </Container>
      )}
    </ReservationPage>
  )
}
