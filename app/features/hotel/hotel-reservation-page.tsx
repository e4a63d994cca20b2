// A hotel reservation in full (§R2.6 reservation view) on the shared view
// (reservations/reservation-view.tsx): numbers and status, itinerary and payment.
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { stayChangeRefusal } from '@contracts/domain/exchange'
import type { HotelReservation } from '@contracts/lxp/reservations.schema'
import { useTravellerToday } from '~/lib/search-dates'
import { hotelTripText } from '~/i18n/plain/hotel-trip'
import { lineReservations } from '~/features/reservations/reservation-missing'
import { ReservationPage } from '~/features/reservations/reservation-page'
import { ReservationView } from '~/features/reservations/reservation-view'
import { reservationsText } from '~/i18n/plain/reservations'
import { PaidSummary } from './hotel-confirmation-page'
import { hotelReservationQueryOptions } from './hotel.queries'
import { ReservationDetails } from './hotel-reservation-details'

/** What the hotel's view and cancel pages load and show when they cannot (the confirmation has its own words for a guest). */
export const hotelReservations = lineReservations('hotel', hotelReservationQueryOptions, () => ({ heading: reservationsText('missing.heading'), memberLink: reservationsText('missing.link') }))

/**
 * "Change dates or guests" only where the rate allows a change today (the rule the platform refuses by); else
 * why not, in its words: a non-refundable stay is never offered a change it forbids (issue 36, fifth pass item 5).
 */
export function ChangeStayLink({ reservation }: { reservation: HotelReservation }) {
  const refusal = stayChangeRefusal(reservation, useTravellerToday())
  if (refusal) return <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{refusal.message}</p>
  return (
    <Link to="/reservations/change/hotel" search={{ reservationId: reservation.reservationId }} className={css({ color: 'fg.link', textDecoration: 'underline' })}>
      {hotelTripText('change.link')}
    </Link>
  )
}

export function HotelReservationPage() {
  return (
    <ReservationPage {...hotelReservations}>
      {(reservation) => (
        <ReservationView
          type="hotel"
          reservation={reservation}
          heading={reservation.hotel.name}
          timeZone={reservation.hotel.timeZone}
          intro={
            <p>
              {reservationsText.rich('summary', {
                reservationId: <strong key="id">{reservation.reservationId}</strong>,
                orderId: reservation.orderId,
                status: <strong key="status">{reservationsText(reservation.status === 'CANCELLED' ? 'status.cancelled' : 'status.confirmed')}</strong>,
              })}
            </p>
          }
          cancelLink={reservationsText('cancel.link')}
          links={reservation.status === 'CONFIRMED' && <ChangeStayLink reservation={reservation} />}
        >
          <ReservationDetails reservation={reservation} />
          <section aria-labelledby="payment-details" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            <h2 id="payment-details" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
              {reservationsText('payment.title')}
            </h2>
            <PaidSummary reservation={reservation} />
          </section>
        </ReservationView>
      )}
    </ReservationPage>
  )
}
