// Flight exchange (§R2; analytics page types "modify" and "modify search results").
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { ItinerarySummary } from '~/features/air/air-itinerary-summary'
import { fieldGridClass, sectionClass, sectionTitleClass } from '~/features/checkout/checkout-fields'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Container } from '~/ui/container'
import { ScriptedForm } from '~/ui/scripted-form'
import { exchangeReservationQueryOptions } from './air-exchange.queries'
import { ChooseBookingFirst } from './air-exchange-common'
import { airText } from '~/i18n/plain/air'

const modifyRoute = getRouteApi('/flights/exchange/modify-reservation')

export function ExchangeModifyPage() {
  const { reservationId, departDate, returnDate } = modifyRoute.useSearch()
  if (!reservationId) return <ChooseBookingFirst />
  return <Modify reservationId={reservationId} chosen={{ departDate, returnDate }} />
}

/** The booked flights' departure day of each direction (in the airport's own calendar). */
const bookedDates = (bounds: readonly { segments: readonly { departure: string }[] }[]) => bounds.map((bound) => bound.segments[0]!.departure.slice(0, 10))

/** The dates to start from: those chosen before (back from the results), else the booked ones. */
function Modify({ reservationId, chosen }: { reservationId: string; chosen: { departDate?: string; returnDate?: string } }) {
  const { data: outcome } = useSuspenseQuery(exchangeReservationQueryOptions(reservationId))
  const navigate = useNavigate()
  const [error, setError] = useState<string>()
  if (!outcome.ok) return <ChooseBookingFirst />
  const reservation = outcome.value
  const roundTrip = reservation.itinerary.bounds.length > 1
  const { rules } = reservation.fare
  const [bookedDeparture, bookedReturn] = bookedDates(reservation.itinerary.bounds)
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const departDate = String(form.get('departDate') ?? '')
    const returnDate = String(form.get('returnDate') ?? '')
    if (!departDate || (roundTrip && !returnDate)) return setError(roundTrip ? airText('exchange-modify.choose-new-departure') : airText('exchange-modify.choose-a-new'))
    if (roundTrip && returnDate < departDate) return setError(airText('exchange-modify.the-return-must'))
    void navigate({ to: '/flights/exchange/search-results', search: { reservationId, departDate, ...(roundTrip ? { returnDate } : {}) } })
  }
  return (
    <Container className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '6' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{airText('exchange-modify.change-your-flights')}</h1>
      <section aria-labelledby="current-flights" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h2 id="current-flights" className={sectionTitleClass}>
          {airText('exchange-modify.your-flights-now')}
        </h2>
        <ItinerarySummary itinerary={reservation.itinerary} />
        <p>
          {airText('exchange-modify.fare-rules', { fareName: reservation.fare.name, description: rules.description })}
        </p>
      </section>
      {reservation.status !== 'CONFIRMED' || !rules.changeable ? (
        <Alert variant="block-info" title={airText('exchange-modify.this-reservation-can')}>
          {reservation.status !== 'CONFIRMED' ? airText('exchange-modify.this-reservation-is') : airText('exchange-modify.fare-not-changeable', { fareName: reservation.fare.name })}
        </Alert>
      ) : (
        <ScriptedForm noValidate onSubmit={submit} aria-labelledby="new-dates" className={sectionClass}>
          <h2 id="new-dates" className={sectionTitleClass}>
            {airText('exchange-modify.new-dates')}
          </h2>
          {error && (
            <p role="alert" className={css({ color: 'danger.default', fontWeight: 'medium' })}>
              {error}
            </p>
          )}
          <div className={fieldGridClass}>
            <label className={css({ display: 'flex', flexDirection: 'column', gap: '1', fontWeight: 'medium' })}>
              {airText('exchange-modify.new-departure-date')}
              <input type="date" name="departDate" required defaultValue={chosen.departDate ?? bookedDeparture} className={css({ h: '10', px: '3', borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md' })} />
            </label>
            {roundTrip && (
              <label className={css({ display: 'flex', flexDirection: 'column', gap: '1', fontWeight: 'medium' })}>
                {airText('exchange-modify.new-return-date')}
                <input type="date" name="returnDate" required defaultValue={chosen.returnDate ?? bookedReturn} className={css({ h: '10', px: '3', borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md' })} />
              </label>
            )}
          </div>
          <Button type="submit">{airText('exchange-modify.find-flights')}</Button>
        </ScriptedForm>
      )}
    </Container>
  )
}

