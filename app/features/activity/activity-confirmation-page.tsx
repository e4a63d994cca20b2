// Tours and transport confirmation (SPEC.md §2): reservation and order numbers, the booking, and what was paid.
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useSearch } from '@tanstack/react-router'
import { AddToCalendarLink } from '~/features/reservations/add-to-calendar-link'
import { css } from 'styled-system/css'
import { useMemberSession } from '~/features/session/use-member-session'
import { formatPoints } from '~/lib/format/money'
import { Alert } from '~/ui/alert'
import { Container } from '~/ui/container'
import { kindWords } from './activity-format'
import type { ActivityKind } from './activity-params'
import { ActivityReservationMissing, linkClass } from './activity-parts'
import { ActivityReservationDetails } from './activity-reservation-details'
import { activityReservationQueryOptions } from './activity.queries'
import { activityTripText } from '~/i18n/plain/activity-trip'
import { ManageBookingLink } from '~/features/reservations/manage-booking-link'

export function ActivityConfirmationPage({ kind }: { kind: ActivityKind }) {
  const { reservationId } = useSearch({ strict: false }) as { reservationId?: string }
  if (!reservationId) return <ActivityReservationMissing />
  return <Confirmation kind={kind} reservationId={reservationId} />
}

function Confirmation({ kind, reservationId }: { kind: ActivityKind; reservationId: string }) {
  const { data: outcome } = useSuspenseQuery(activityReservationQueryOptions(reservationId))
  const { status, activeProfile } = useMemberSession()
  if (!outcome.ok) return <ActivityReservationMissing />
  const reservation = outcome.value
  const noun = kindWords[reservation.kind ?? kind].noun
  return (
    <Container className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '6' })}>
      <Alert variant="page-info" title={reservation.status === 'CANCELLED' ? activityTripText('confirmation.this-is-cancelled', { noun }) : activityTripText('confirmation.your-is-booked', { noun })}>
        <p>
          {activityTripText.rich('confirmation.summary', { reservationId: <strong key="reservation">{reservation.reservationId}</strong>, orderId: <strong key="order">{reservation.orderId}</strong>, email: reservation.leadTraveler.email })}
        </p>
      </Alert>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{reservation.activity.title}</h1>
      {status === 'authenticated' && activeProfile && <p>{activityTripText('confirmation.your-points-balance', { points: formatPoints(activeProfile.points.balance) })}</p>}
      <ActivityReservationDetails reservation={reservation} />
      <p className={css({ display: 'flex', gap: '6', flexWrap: 'wrap' })}>
        <AddToCalendarLink type="activity" reservationId={reservation.reservationId} />
        <ManageBookingLink type="activity" reservationId={reservation.reservationId} />
        {status === 'authenticated' && (
          <Link to="/reservations/view/activity" search={{ reservationId: reservation.reservationId }} className={linkClass}>
            {activityTripText('confirmation.view-this-reservation')}
          </Link>
        )}
      </p>
    </Container>
  )
}
