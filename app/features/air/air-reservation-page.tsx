// A flight reservation (SPEC.md §2 reservation view): the flights, passengers and payment, calendar
// export, and the ways to change or cancel while it is confirmed.
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { AirReservationDetails } from '~/features/air/air-reservation-details'
import { ErrorLayout } from '~/features/errors/error-layout'
import { AddToCalendarLink } from '~/features/reservations/add-to-calendar-link'
import { Container } from '~/ui/container'
import { airReservationViewQueryOptions } from './air-reservations.queries'
import { airTripText } from '~/i18n/plain/air-trip'

const route = getRouteApi('/_member/reservations/view/air')
const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })

export function AirReservationMissing() {
  return (
    <ErrorLayout heading={airTripText('reservation.we-can-t')}>
      <p>
        It may belong to another account.{' '}
        <Link to="/my-trips" search={{ when: 'upcoming', page: 1 }} className={linkClass}>
          {airTripText('reservation.see-my-trips')}
        </Link>
      </p>
    </ErrorLayout>
  )
}

export function AirReservationPage() {
  const { reservationId } = route.useSearch()
  if (!reservationId) return <AirReservationMissing />
  return <View reservationId={reservationId} />
}

function View({ reservationId }: { reservationId: string }) {
  const { data: outcome } = useSuspenseQuery(airReservationViewQueryOptions(reservationId))
  if (!outcome.ok) return <AirReservationMissing />
  const reservation = outcome.value
  const first = reservation.itinerary.bounds[0]!.segments[0]!
  const last = reservation.itinerary.bounds[0]!.segments.at(-1)!
  return (
    <Container className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '6' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>
        {first.from.city} to {last.to.city}
      </h1>
      <AirReservationDetails reservation={reservation} />
      <p className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
        <AddToCalendarLink type="air" reservationId={reservationId} />
        {reservation.status === 'CONFIRMED' && reservation.fare.rules.changeable && (
          <Link to="/flights/exchange/modify-reservation" search={{ reservationId }} className={linkClass}>
            {airTripText('reservation.change-flights')}
          </Link>
        )}
        {reservation.status === 'CONFIRMED' && (
          <Link to="/reservations/cancel/air" search={{ reservationId }} className={linkClass}>
            {airTripText('reservation.cancel-this-reservation')}
          </Link>
        )}
        <Link to="/my-trips" search={{ when: 'upcoming', page: 1 }} className={linkClass}>
          {airTripText('reservation.back-to-my')}
        </Link>
      </p>
    </Container>
  )
}
