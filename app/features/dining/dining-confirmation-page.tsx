// Dining confirmation (SPEC.md §2): reservation and order numbers, the seating, and what was paid.
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { AddToCalendarLink } from '~/features/reservations/add-to-calendar-link'
import { useMemberSession } from '~/features/session/use-member-session'
import { formatPoints } from '~/lib/format/money'
import { Alert } from '~/ui/alert'
import { Container } from '~/ui/container'
import { DiningReservationMissing } from './dining-reservation-missing'
import { DiningReservationDetails } from './dining-reservation-details'
import { diningReservationQueryOptions } from './dining.queries'
import { diningTripText } from '~/i18n/plain/dining-trip'
import { ManageBookingLink } from '~/features/reservations/manage-booking-link'

const route = getRouteApi('/dining/confirmation')
const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })

export function DiningConfirmationPage() {
  const { reservationId } = route.useSearch()
  if (!reservationId) return <DiningReservationMissing />
  return <Confirmation reservationId={reservationId} />
}

function Confirmation({ reservationId }: { reservationId: string }) {
  const { data: outcome } = useSuspenseQuery(diningReservationQueryOptions(reservationId))
  const { status, activeProfile } = useMemberSession()
  if (!outcome.ok) return <DiningReservationMissing />
  const reservation = outcome.value
  return (
    <Container className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '6' })}>
      <Alert variant="page-info" title={reservation.status === 'CANCELLED' ? diningTripText('confirmation.this-reservation-is') : diningTripText('confirmation.your-table-is')}>
        <p>
          {diningTripText.rich('confirmation.summary', { reservationId: <strong key="reservation">{reservation.reservationId}</strong>, orderId: <strong key="order">{reservation.orderId}</strong>, email: reservation.traveler.email })}
        </p>
      </Alert>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>
        {reservation.restaurant.name}, {reservation.destination.name}
      </h1>
      {status === 'authenticated' && activeProfile && <p>{diningTripText('confirmation.your-points-balance', { points: formatPoints(activeProfile.points.balance) })}</p>}
      <DiningReservationDetails reservation={reservation} />
      <p className={css({ display: 'flex', gap: '6', flexWrap: 'wrap' })}>
        <AddToCalendarLink type="dining" reservationId={reservation.reservationId} />
        <ManageBookingLink type="dining" reservationId={reservation.reservationId} />
        {status === 'authenticated' && (
          <Link to="/reservations/view/dining" search={{ reservationId: reservation.reservationId }} className={linkClass}>
            {diningTripText('confirmation.view-this-reservation')}
          </Link>
        )}
      </p>
    </Container>
  )
}
