// A hotel reservation in full (SPEC.md §2 reservation view): itinerary, payment, cancellation policy,
// calendar export and the way to cancel while the policy allows it.
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { ErrorLayout } from '~/features/errors/error-layout'
import { AddToCalendarLink } from '../reservations/add-to-calendar-link'
import { hotelReservationQueryOptions } from '~/features/hotel/hotel-checkout.queries'
import { PaidSummary } from '~/features/hotel/hotel-confirmation-page'
import { ReservationDetails } from '~/features/hotel/hotel-reservation-details'
import { formatPoints, formatPriceFull } from '~/lib/format/money'
import { formatInstantDay } from '~/lib/format/stay-date'
import { Alert } from '~/ui/alert'
import { Container } from '~/ui/container'
import { reservationsText } from '~/i18n/plain/reservations'

const route = getRouteApi('/_member/reservations/view/hotel')
const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })

export function ReservationMissing() {
  return (
    <ErrorLayout heading={reservationsText('missing.heading')}>
      <p>
        {reservationsText('missing.text')}{' '}
        <Link to="/my-trips" search={{ when: 'upcoming', page: 1 }} className={linkClass}>
          {reservationsText('missing.link')}
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
          {reservationsText('my-trips')}
        </Link>
      </p>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{reservation.hotel.name}</h1>
      <p>
        {reservationsText.rich('summary', {
          reservationId: <strong key="id">{reservation.reservationId}</strong>,
          orderId: reservation.orderId,
          status: <strong key="status">{reservationsText(reservation.status === 'CANCELLED' ? 'status.cancelled' : 'status.confirmed')}</strong>,
        })}
      </p>
      {cancellation && (
        <Alert variant="page-info" title={reservationsText('cancelled.title')}>
          <p>
            {reservationsText(cancellation.pointsRefunded > 0 ? 'cancelled.text-points' : 'cancelled.text', {
              date: formatInstantDay(cancellation.cancelledAt),
              refund: price(cancellation.refund.amount),
              points: formatPoints(cancellation.pointsRefunded),
              charge: price(cancellation.penalty.amount),
            })}
          </p>
        </Alert>
      )}
      <ReservationDetails reservation={reservation} />
      <section aria-labelledby="payment-details" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h2 id="payment-details" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
          {reservationsText('payment.title')}
        </h2>
        <PaidSummary reservation={reservation} price={price} />
      </section>
      <p className={css({ display: 'flex', gap: '6', flexWrap: 'wrap' })}>
        <AddToCalendarLink type="hotel" reservationId={reservation.reservationId} />
        {reservation.status === 'CONFIRMED' && (
          <Link to="/reservations/cancel/hotel" search={{ reservationId: reservation.reservationId }} className={linkClass}>
            {reservationsText('cancel.link')}
          </Link>
        )}
      </p>
    </Container>
  )
}
