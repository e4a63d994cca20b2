// A member's dining reservation (SPEC.md §2 reservation view), with the way to cancel it while it can be.
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { AddToCalendarLink } from '~/features/reservations/add-to-calendar-link'
import { formatPoints } from '~/lib/format/money'
import { Container } from '~/ui/container'
import { diningPrice } from './dining-format'
import { DiningReservationMissing } from './dining-reservation-missing'
import { DiningReservationDetails } from './dining-reservation-details'
import { diningReservationQueryOptions } from './dining.queries'
import { diningTripText } from '~/i18n/plain/dining-trip'

const route = getRouteApi('/_member/reservations/view/dining')
const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })

export function DiningReservationPage() {
  const { reservationId } = route.useSearch()
  if (!reservationId) return <DiningReservationMissing />
  return <View reservationId={reservationId} />
}

function View({ reservationId }: { reservationId: string }) {
  const { data: outcome } = useSuspenseQuery(diningReservationQueryOptions(reservationId))
  if (!outcome.ok) return <DiningReservationMissing />
  const reservation = outcome.value
  const { cancellation } = reservation
  return (
    <Container className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '6' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>
        {reservation.restaurant.name}, {reservation.destination.name}
        {reservation.status === 'CANCELLED' ? ' (cancelled)' : ''}
      </h1>
      <DiningReservationDetails reservation={reservation} />
      {cancellation && (
        <p>
          Cancelled on {cancellation.cancelledAt.slice(0, 10)}: {diningPrice(cancellation.refund.amount, cancellation.refund.currency)} refunded to the card
          {cancellation.pointsRefunded > 0 ? ` and ${formatPoints(cancellation.pointsRefunded)} returned` : ''}
          {cancellation.penalty.amount > 0 ? `; cancellation charge ${diningPrice(cancellation.penalty.amount, cancellation.penalty.currency)}` : ''}.
        </p>
      )}
      <p className={css({ display: 'flex', gap: '6', flexWrap: 'wrap' })}>
        {reservation.status === 'CONFIRMED' && (
          <Link to="/reservations/cancel/dining" search={{ reservationId }} className={linkClass}>
            {diningTripText('reservation.cancel-this-reservation')}
          </Link>
        )}
        <AddToCalendarLink type="dining" reservationId={reservationId} />
        <Link to="/my-trips" search={{ when: 'upcoming', page: 1 }} className={linkClass}>
          {diningTripText('reservation.back-to-my')}
        </Link>
      </p>
    </Container>
  )
}
