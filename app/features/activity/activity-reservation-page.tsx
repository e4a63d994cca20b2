// A member's tour or transfer (SPEC.md §2 reservation view), with the way to cancel it while it can be.
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi } from '@tanstack/react-router'
import { AddToCalendarLink } from '~/features/reservations/add-to-calendar-link'
import { css } from 'styled-system/css'
import { Container } from '~/ui/container'
import { activityPrice, kindWords } from './activity-format'
import { ActivityReservationMissing, linkClass } from './activity-parts'
import { ActivityReservationDetails } from './activity-reservation-details'
import { activityReservationQueryOptions } from './activity.queries'
import { activityTripText } from '~/i18n/plain/activity-trip'

const route = getRouteApi('/_member/reservations/view/activity')

export function ActivityReservationPage() {
  const { reservationId } = route.useSearch()
  if (!reservationId) return <ActivityReservationMissing />
  return <View reservationId={reservationId} />
}

function View({ reservationId }: { reservationId: string }) {
  const { data: outcome } = useSuspenseQuery(activityReservationQueryOptions(reservationId))
  if (!outcome.ok) return <ActivityReservationMissing />
  const reservation = outcome.value
  const noun = kindWords[reservation.kind].noun
  const { cancellation } = reservation
  return (
    <Container className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '6' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>
        {reservation.activity.title}
        {reservation.status === 'CANCELLED' ? ' (cancelled)' : ''}
      </h1>
      <ActivityReservationDetails reservation={reservation} />
      {cancellation && (
        <p>
          Cancelled on {cancellation.cancelledAt.slice(0, 10)}: {activityPrice(cancellation.refund.amount, cancellation.refund.currency)} refunded to the card
          {cancellation.pointsRefunded > 0 ? ` and ${cancellation.pointsRefunded.toLocaleString('en-US')} points returned` : ''}.
        </p>
      )}
      <p className={css({ display: 'flex', gap: '6', flexWrap: 'wrap' })}>
        <AddToCalendarLink type="activity" reservationId={reservationId} />
        {reservation.status === 'CONFIRMED' && (
          <Link to="/reservations/cancel/activity" search={{ reservationId }} className={linkClass}>
            {reservation.cancellationPolicy.cancellable ? activityTripText('reservation.cancel-this', { noun }) : activityTripText('reservation.cancellation-options-for', { noun })}
          </Link>
        )}
        <Link to="/my-trips" search={{ when: 'upcoming', page: 1 }} className={linkClass}>
          {activityTripText('reservation.back-to-my')}
        </Link>
      </p>
    </Container>
  )
}
