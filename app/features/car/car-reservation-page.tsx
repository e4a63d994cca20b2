// A member's car rental (SPEC.md §2 reservation view), with calendar export and the way to cancel it
// while it can be.
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { AddToCalendarLink } from '~/features/reservations/add-to-calendar-link'
import { Container } from '~/ui/container'
import { CarReservationMissing } from './car-confirmation-page'
import { CarReservationDetails } from './car-reservation-details'
import { carReservationQueryOptions } from './car.queries'
import { carTripText } from '~/i18n/plain/car-trip'

const route = getRouteApi('/_member/reservations/view/car')
const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })

export function CarReservationPage() {
  const { reservationId } = route.useSearch()
  if (!reservationId) return <CarReservationMissing />
  return <View reservationId={reservationId} />
}

function View({ reservationId }: { reservationId: string }) {
  const { data: outcome } = useSuspenseQuery(carReservationQueryOptions(reservationId))
  if (!outcome.ok) return <CarReservationMissing />
  const reservation = outcome.value
  return (
    <Container className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '6' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>
        Car rental in {reservation.destination.name}
        {reservation.status === 'CANCELLED' ? ' (cancelled)' : ''}
      </h1>
      <CarReservationDetails reservation={reservation} />
      {reservation.cancellation && (
        <p>
          Cancelled on {reservation.cancellation.cancelledAt.slice(0, 10)}: {reservation.cancellation.refund.amount / 100} {reservation.cancellation.refund.currency} refunded to the card
          {reservation.cancellation.pointsRefunded > 0 ? ` and ${reservation.cancellation.pointsRefunded.toLocaleString('en-US')} points returned` : ''}.
        </p>
      )}
      <p className={css({ display: 'flex', gap: '6', flexWrap: 'wrap' })}>
        <AddToCalendarLink type="car" reservationId={reservation.reservationId} />
        {reservation.status === 'CONFIRMED' && (
          <Link to="/reservations/cancel/car" search={{ reservationId }} className={linkClass}>
            {carTripText('reservation.cancel-this-car')}
          </Link>
        )}
        <Link to="/my-trips" search={{ when: 'upcoming', page: 1 }} className={linkClass}>
          {carTripText('reservation.back-to-my')}
        </Link>
      </p>
    </Container>
  )
}
