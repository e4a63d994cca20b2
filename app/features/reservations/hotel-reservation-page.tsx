// A hotel reservation in full (SPEC.md §2 reservation view): itinerary, payment, cancellation policy,
// calendar export and the way to cancel while the policy allows it.
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { ErrorLayout } from '~/features/errors/error-layout'
import { AddToCalendarLink } from './add-to-calendar-link'
import { hotelReservationQueryOptions } from '~/features/hotel-checkout/hotel-checkout.queries'
import { PaidSummary } from '~/features/hotel-checkout/hotel-confirmation-page'
import { ReservationDetails } from '~/features/hotel-checkout/reservation-details'
import { formatPoints, formatPriceFull } from '~/lib/format/money'
import { Alert } from '~/ui/alert'
import { Container } from '~/ui/container'

const route = getRouteApi('/_member/reservations/view/hotel')
const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })

export function ReservationMissing() {
  return (
    <ErrorLayout heading="We can't find this reservation">
      <p>
        It may belong to another account.{' '}
        <Link to="/my-trips" search={{ when: 'upcoming', page: 1 }} className={linkClass}>
          See your trips
        </Link>
      </p>
    </ErrorLayout>
  )
}

export function HotelReservationPage() {
  const { reservationId } = route.useSearch()
  if (!reservationId) return <ReservationMissing />
  return <Reservation reservationId={reservationId} />
}

function Reservation({ reservationId }: { reservationId: string }) {
  const { data: outcome } = useSuspenseQuery(hotelReservationQueryOptions(reservationId))
  if (!outcome.ok) return <ReservationMissing />
  const reservation = outcome.value
  const price = (amount: number) => formatPriceFull(amount, { currency: reservation.payment.currency })
  const cancellation = reservation.cancellation
  return (
    <Container className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '6' })}>
      <p>
        <Link to="/my-trips" search={{ when: 'upcoming', page: 1 }} className={linkClass}>
          My Trips
        </Link>
      </p>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{reservation.hotel.name}</h1>
      <p>
        Reservation <strong>{reservation.reservationId}</strong> · order {reservation.orderId} · <strong>{reservation.status === 'CANCELLED' ? 'Cancelled' : 'Confirmed'}</strong>
      </p>
      {cancellation && (
        <Alert variant="page-info" title="Cancelled">
          <p>
            Cancelled on {cancellation.cancelledAt.slice(0, 10)}. Refunded {price(cancellation.refund.amount)} to your card
            {cancellation.pointsRefunded > 0 && ` and ${formatPoints(cancellation.pointsRefunded)}`}; cancellation charge {price(cancellation.penalty.amount)}.
          </p>
        </Alert>
      )}
      <ReservationDetails reservation={reservation} />
      <section aria-labelledby="payment-details" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h2 id="payment-details" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
          Payment
        </h2>
        <PaidSummary reservation={reservation} price={price} />
      </section>
      <p className={css({ display: 'flex', gap: '6', flexWrap: 'wrap' })}>
        <AddToCalendarLink type="hotel" reservationId={reservation.reservationId} />
        {reservation.status === 'CONFIRMED' && (
          <Link to="/reservations/cancel/hotel" search={{ reservationId: reservation.reservationId }} className={linkClass}>
            Cancel this reservation
          </Link>
        )}
      </p>
    </Container>
  )
}
