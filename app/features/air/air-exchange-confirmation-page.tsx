// Flight exchange (SPEC.md §2; analytics page types "modify" and "modify search results").
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { AirReservation } from '@contracts/lxp/air.schema'
import { AirReservationDetails } from '~/features/air/air-reservation-details'
import { Container } from '~/ui/container'
import { exchangeReservationQueryOptions } from './air-exchange.queries'
import { ChooseBookingFirst, linkClass } from './air-exchange-common'
import { airTripText } from '~/i18n/plain/air-trip'

const confirmationRoute = getRouteApi('/flights/exchange/confirmation')

export function ExchangeConfirmationPage() {
  const { reservationId } = confirmationRoute.useSearch()
  if (!reservationId) return <ChooseBookingFirst />
  return <ExchangeConfirmation reservationId={reservationId} />
}

function ExchangeConfirmation({ reservationId }: { reservationId: string }) {
  const { data: outcome } = useSuspenseQuery(exchangeReservationQueryOptions(reservationId))
  if (!outcome.ok) return <ChooseBookingFirst />
  const reservation: AirReservation = outcome.value
  return (
    <Container className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '6' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{airTripText('exchange-confirmation.your-flights-are')}</h1>
      <AirReservationDetails reservation={reservation} />
      <p>
        <Link to="/reservations/view/air" search={{ reservationId }} className={linkClass}>
          {airTripText('exchange-confirmation.view-the-reservation')}
        </Link>
      </p>
    </Container>
  )
}
