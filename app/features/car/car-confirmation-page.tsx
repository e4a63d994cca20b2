// Car rental confirmation (SPEC.md §2): reservation and order numbers, the rental, what was paid, and
// add to calendar (.ics).
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { ErrorLayout } from '~/features/errors/error-layout'
import { AddToCalendarLink } from '~/features/reservations/add-to-calendar-link'
import { useMemberSession } from '~/features/session/use-member-session'
import { formatPoints } from '~/lib/format/money'
import { Alert } from '~/ui/alert'
import { Container } from '~/ui/container'
import { CarReservationDetails } from './car-reservation-details'
import { carReservationQueryOptions } from './car.queries'
import { carTripText } from '~/i18n/plain/car-trip'
import { ManageBookingLink } from '~/features/reservations/manage-booking-link'

const route = getRouteApi('/mobility/confirmation')
const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })

export function CarReservationMissing() {
  return (
    <ErrorLayout heading={carTripText('confirmation.we-can-t')}>
      <p>
        Sign in to see your reservations in{' '}
        <a href={`${import.meta.env.BASE_URL}my-trips/`} className={linkClass}>
          {carTripText('confirmation.my-trips')}
        </a>
        {carTripText('confirmation.or-check-the')}
      </p>
    </ErrorLayout>
  )
}

export function CarConfirmationPage() {
  const { reservationId } = route.useSearch()
  if (!reservationId) return <CarReservationMissing />
  return <Confirmation reservationId={reservationId} />
}

function Confirmation({ reservationId }: { reservationId: string }) {
  const { data: outcome } = useSuspenseQuery(carReservationQueryOptions(reservationId))
  const { status, activeProfile } = useMemberSession()
  if (!outcome.ok) return <CarReservationMissing />
  const reservation = outcome.value
  return (
    <Container className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '6' })}>
      <Alert variant="page-info" title={reservation.status === 'CANCELLED' ? carTripText('confirmation.this-car-rental') : carTripText('confirmation.your-car-is')}>
        <p>
          {carTripText.rich('confirmation.summary', { reservationId: <strong key="reservation">{reservation.reservationId}</strong>, orderId: <strong key="order">{reservation.orderId}</strong>, email: reservation.driver.email })}
        </p>
      </Alert>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{carTripText('confirmation.car-rental-in', { destinationName: reservation.destination.name })}</h1>
      {status === 'authenticated' && activeProfile && <p>{carTripText('confirmation.your-points-balance', { points: formatPoints(activeProfile.points.balance) })}</p>}
      <CarReservationDetails reservation={reservation} />
      <p className={css({ display: 'flex', gap: '6', flexWrap: 'wrap' })}>
        <AddToCalendarLink type="car" reservationId={reservation.reservationId} />
        <ManageBookingLink type="car" reservationId={reservation.reservationId} />
        {status === 'authenticated' && (
          <Link to="/reservations/view/car" search={{ reservationId: reservation.reservationId }} className={linkClass}>
            {carTripText('confirmation.view-this-reservation')}
          </Link>
        )}
      </p>
    </Container>
  )
}
