// Flight exchange (§R2; analytics page types "modify" and "modify search results").
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { ItinerarySummary } from '~/features/air/air-itinerary-summary'
import { sectionTitleClass } from '~/features/checkout/checkout-fields'
import { ChangeForm, DateField } from '~/features/reservations/change-form'
import { Container } from '~/ui/container'
import { airReservationQueryOptions } from './air.queries'
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
  const { data: outcome } = useSuspenseQuery(airReservationQueryOptions(reservationId))
  const navigate = useNavigate()
  const [error, setError] = useState<string>()
  if (!outcome.ok) return <ChooseBookingFirst />
  const reservation = outcome.value
  const roundTrip = reservation.itinerary.bounds.length > 1
  const { rules } = reservation.fare
  const [bookedDeparture, bookedReturn] = bookedDates(reservation.itinerary.bounds)
  // Why the flights cannot change: a reservation no longer confirmed, or a fare that forbids it.
  const refusal = reservation.status !== 'CONFIRMED' ? airText('exchange-modify.this-reservation-is') : rules.changeable ? undefined : airText('exchange-modify.fare-not-changeable', { fareName: reservation.fare.name })
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
      <ChangeForm
        refusal={refusal ? { title: airText('exchange-modify.this-reservation-can'), message: refusal } : undefined}
        id="new-dates"
        heading={airText('exchange-modify.new-dates')}
        error={error}
        onSubmit={submit}
        submitLabel={airText('exchange-modify.find-flights')}
      >
        <DateField label={airText('exchange-modify.new-departure-date')} name="departDate" defaultValue={chosen.departDate ?? bookedDeparture} />
        {roundTrip && <DateField label={airText('exchange-modify.new-return-date')} name="returnDate" defaultValue={chosen.returnDate ?? bookedReturn} />}
      </ChangeForm>
    </Container>
  )
}

