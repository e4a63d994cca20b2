// Flight confirmation (SPEC.md §2): reservation and order numbers, the flights, passengers and seats,
// what was paid in cash and points, and add to calendar (.ics).
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { AirReservationDetails } from '~/features/air/air-reservation-details'
import { ErrorLayout } from '~/features/errors/error-layout'
import { AddToCalendarLink } from '~/features/reservations/add-to-calendar-link'
import { useMemberSession } from '~/features/session/use-member-session'
import { Container } from '~/ui/container'
import { airReservationQueryOptions } from './air-checkout.queries'
import { airTripText } from '~/i18n/plain/air-trip'
import { ManageBookingLink } from '~/features/reservations/manage-booking-link'

const route = getRouteApi('/flights/confirmation')
const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })

export function AirConfirmationPage() {
  const { reservationId } = route.useSearch()
  if (!reservationId) return <NotFound />
  return <Confirmation reservationId={reservationId} />
}

function NotFound() {
  return (
    <ErrorLayout heading={airTripText('confirmation.we-can-t')}>
      <p>
        Sign in to see your reservations in{' '}
        <a href={`${import.meta.env.BASE_URL}my-trips/`} className={linkClass}>
          {airTripText('confirmation.my-trips')}
        </a>
        {airTripText('confirmation.or-check-the')}
      </p>
    </ErrorLayout>
  )
}

function Confirmation({ reservationId }: { reservationId: string }) {
  const { data: outcome } = useSuspenseQuery(airReservationQueryOptions(reservationId))
  const { status } = useMemberSession()
  if (!outcome.ok) return <NotFound />
  const reservation = outcome.value
  return (
    <Container className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '6' })}>
      <div>
        <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{airTripText('confirmation.your-flights-are')}</h1>
        <p>{airTripText('confirmation.we-sent-the', { contactEmail: reservation.contact.email })}</p>
      </div>
      <AirReservationDetails reservation={reservation} />
      <p className={css({ display: 'flex', gap: '6', flexWrap: 'wrap' })}>
        <AddToCalendarLink type="air" reservationId={reservationId} />
        <ManageBookingLink type="air" reservationId={reservationId} />
        {status === 'authenticated' && (
          <>
            <Link to="/reservations/view/air" search={{ reservationId }} className={linkClass}>
              {airTripText('confirmation.manage-this-reservation')}
            </Link>
            <Link to="/my-trips" search={{ when: 'upcoming', page: 1 }} className={linkClass}>
              {airTripText('confirmation.my-trips')}
            </Link>
          </>
        )}
      </p>
    </Container>
  )
}
