// Flight exchange (SPEC.md §2: modify-reservation, search-results, checkout, confirmation; analytics
// page types "modify" and "modify search results"): new dates for a booked itinerary, the fare
// difference and change fee, and the reservation with its new flights afterwards.
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router'
import { useMemo, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import type { AirReservation } from '@contracts/lxp/air.schema'
import { exchangeFlights } from '@server/air/air.functions'
import { AirReservationDetails } from '~/features/air-itinerary/air-reservation-details'
import { ItinerarySummary } from '~/features/air-itinerary/itinerary-summary'
import { ErrorLayout } from '~/features/errors/error-layout'
import { TextInput, fieldGridClass, sectionClass, sectionTitleClass, type FieldBinding } from '~/features/checkout/checkout-fields'
import { createIdempotencyKeys, emptyCheckoutValues, fieldErrorsOf, fieldErrorsOfIssues, type CheckoutValues, type FieldErrors } from '~/features/checkout/checkout-form'
import { billingCountries } from '~/features/checkout/payment-section'
import { SelectInput } from '~/features/checkout/checkout-fields'
import { customerProfileQueryKey } from '~/features/session/session.queries'
import { formatPoints, formatPriceFull } from '~/lib/format/money'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Container } from '~/ui/container'
import { exchangeQuoteQueryOptions, exchangeReservationQueryOptions, exchangeSearchQueryOptions } from './air-exchange.queries'

const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })
const price = (amount: number) => formatPriceFull(amount, { currency: 'USD' })

export function ChooseBookingFirst() {
  return (
    <ErrorLayout heading="Choose a booking first">
      <p>
        Change flights from the reservation you want to change.{' '}
        <Link to="/my-trips" search={{ when: 'upcoming', page: 1 }} className={linkClass}>
          Go to My Trips
        </Link>
      </p>
    </ErrorLayout>
  )
}

function Refused({ message }: { message: string }) {
  return (
    <ErrorLayout heading="These flights can't be changed">
      <p>
        {message}{' '}
        <Link to="/my-trips" search={{ when: 'upcoming', page: 1 }} className={linkClass}>
          Go to My Trips
        </Link>
      </p>
    </ErrorLayout>
  )
}

const modifyRoute = getRouteApi('/flights/exchange/modify-reservation')

export function ExchangeModifyPage() {
  const { reservationId } = modifyRoute.useSearch()
  if (!reservationId) return <ChooseBookingFirst />
  return <Modify reservationId={reservationId} />
}

function Modify({ reservationId }: { reservationId: string }) {
  const { data: outcome } = useSuspenseQuery(exchangeReservationQueryOptions(reservationId))
  const navigate = useNavigate()
  const [error, setError] = useState<string>()
  if (!outcome.ok) return <ChooseBookingFirst />
  const reservation = outcome.value
  const roundTrip = reservation.itinerary.bounds.length > 1
  const { rules } = reservation.fare
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const departDate = String(form.get('departDate') ?? '')
    const returnDate = String(form.get('returnDate') ?? '')
    if (!departDate || (roundTrip && !returnDate)) return setError(roundTrip ? 'Choose new departure and return dates.' : 'Choose a new departure date.')
    if (roundTrip && returnDate < departDate) return setError('The return must be on or after the departure.')
    void navigate({ to: '/flights/exchange/search-results', search: { reservationId, departDate, ...(roundTrip ? { returnDate } : {}) } })
  }
  return (
    <Container className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '6' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>Change your flights</h1>
      <section aria-labelledby="current-flights" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h2 id="current-flights" className={sectionTitleClass}>
          Your flights now
        </h2>
        <ItinerarySummary itinerary={reservation.itinerary} />
        <p>
          {reservation.fare.name} fare: {rules.description}
        </p>
      </section>
      {reservation.status !== 'CONFIRMED' || !rules.changeable ? (
        <Alert variant="block-info" title="This reservation can't be changed">
          {reservation.status !== 'CONFIRMED' ? 'This reservation is cancelled.' : `${reservation.fare.name} fares cannot be changed. You can cancel instead.`}
        </Alert>
      ) : (
        <form noValidate onSubmit={submit} aria-labelledby="new-dates" className={sectionClass}>
          <h2 id="new-dates" className={sectionTitleClass}>
            New dates
          </h2>
          {error && (
            <p role="alert" className={css({ color: 'danger.default', fontWeight: 'medium' })}>
              {error}
            </p>
          )}
          <div className={fieldGridClass}>
            <label className={css({ display: 'flex', flexDirection: 'column', gap: '1', fontWeight: 'medium' })}>
              New departure date
              <input type="date" name="departDate" required className={css({ h: '10', px: '3', borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md' })} />
            </label>
            {roundTrip && (
              <label className={css({ display: 'flex', flexDirection: 'column', gap: '1', fontWeight: 'medium' })}>
                New return date
                <input type="date" name="returnDate" required className={css({ h: '10', px: '3', borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md' })} />
              </label>
            )}
          </div>
          <Button type="submit">Find flights</Button>
        </form>
      )}
    </Container>
  )
}

const resultsRoute = getRouteApi('/flights/exchange/search-results')

export function ExchangeResultsPage() {
  const { reservationId, departDate, returnDate, sort, page } = resultsRoute.useSearch()
  if (!reservationId) return <ChooseBookingFirst />
  if (!departDate) return <Refused message="Choose new dates first." />
  return <ExchangeResults reservationId={reservationId} criteria={{ departDate, returnDate, sort: sort ?? 'price', page: page ?? 1 }} />
}

function ExchangeResults({ reservationId, criteria }: { reservationId: string; criteria: { departDate: string; returnDate?: string; sort: 'price' | 'duration' | 'departure'; page: number } }) {
  const { data: outcome } = useSuspenseQuery(exchangeSearchQueryOptions(reservationId, criteria))
  if (!outcome.ok) return <Refused message={outcome.errors[0]?.message ?? 'We could not search for new flights.'} />
  const result = outcome.value
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize))
  return (
    <Container className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '4' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>New flights from {result.origin.name} to {result.destination.name}</h1>
      <p className={css({ color: 'fg.muted' })}>
        {criteria.departDate}
        {criteria.returnDate ? ` to ${criteria.returnDate}` : ''} ·{' '}
        <Link to="/flights/exchange/modify-reservation" search={{ reservationId }} className={linkClass}>
          Change dates
        </Link>
      </p>
      <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })} aria-live="polite">
        {result.total} {result.total === 1 ? 'flight' : 'flights'}
      </h2>
      {result.items.length === 0 ? (
        <p role="status">No flights on these dates. Try other dates.</p>
      ) : (
        <ol className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          {result.items.map((itinerary) => (
            <li key={itinerary.offerId}>
              <article aria-label={`Flights departing ${itinerary.bounds[0]!.segments[0]!.departure.slice(11, 16)}`} className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '5', display: 'flex', flexDirection: 'column', gap: '3' })}>
                <ItinerarySummary itinerary={itinerary} />
                <Link to="/flights/exchange/checkout" search={{ reservationId, offerId: itinerary.offerId }} className={css({ alignSelf: 'flex-start', bg: 'accent.default', color: 'accent.fg', borderRadius: 'md', px: '4', py: '2', fontWeight: 'semibold' })}>
                  Choose these flights
                </Link>
              </article>
            </li>
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav aria-label="Result pages" className={css({ display: 'flex', gap: '4', justifyContent: 'center' })}>
          {criteria.page > 1 && (
            <Link to="/flights/exchange/search-results" search={{ reservationId, ...criteria, page: criteria.page - 1 }} className={linkClass}>
              Previous page
            </Link>
          )}
          <span>
            Page {criteria.page} of {pages}
          </span>
          {criteria.page < pages && (
            <Link to="/flights/exchange/search-results" search={{ reservationId, ...criteria, page: criteria.page + 1 }} className={linkClass}>
              Next page
            </Link>
          )}
        </nav>
      )}
    </Container>
  )
}

const checkoutRoute = getRouteApi('/flights/exchange/checkout')

export function ExchangeCheckoutPage() {
  const { reservationId, offerId } = checkoutRoute.useSearch()
  if (!reservationId) return <ChooseBookingFirst />
  if (!offerId) return <Refused message="Choose the new flights first." />
  return <ExchangeCheckout reservationId={reservationId} offerId={offerId} />
}

const cardFieldNames = ['payment.card.cardNumber', 'payment.card.cardExpDate', 'payment.card.cardCVV', 'payment.card.cardHolderFirstName', 'payment.card.cardHolderLastName'] as const

function ExchangeCheckout({ reservationId, offerId }: { reservationId: string; offerId: string }) {
  const { data: outcome } = useSuspenseQuery(exchangeQuoteQueryOptions(reservationId, offerId))
  const [values, setValues] = useState<CheckoutValues>(() => emptyCheckoutValues())
  const [errors, setErrors] = useState<FieldErrors>({})
  const [state, setState] = useState<{ status: 'review' | 'loading' | 'error'; message?: string }>({ status: 'review' })
  const keys = useMemo(() => createIdempotencyKeys(), [])
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  if (!outcome.ok) return <Refused message={outcome.errors[0]?.message ?? 'These flights cannot be chosen.'} />
  const quote = outcome.value
  const binding: FieldBinding = { values, errors, onChange: (name, value) => (setValues((current) => ({ ...current, [name]: value })), setErrors((current) => ({ ...current, [name]: undefined }))) }
  const card =
    quote.amountDue > 0
      ? {
          cardNumber: values['payment.card.cardNumber'],
          cardExpDate: values['payment.card.cardExpDate'],
          cardCVV: values['payment.card.cardCVV'],
          cardHolderFirstName: values['payment.card.cardHolderFirstName'],
          cardHolderLastName: values['payment.card.cardHolderLastName'],
          billingAddress: {
            address: values['payment.card.billingAddress.address'],
            city: values['payment.card.billingAddress.city'],
            state: values['payment.card.billingAddress.state'] || undefined,
            zipCode: values['payment.card.billingAddress.zipCode'],
            country: values['payment.card.billingAddress.country'],
          },
        }
      : undefined

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (state.status === 'loading') return
    const request = { offerId, expectedAmountDue: quote.amountDue, card }
    const { AirExchangeBookRequestSchema } = await import('@contracts/lxp/air.schema')
    const checked = AirExchangeBookRequestSchema.safeParse(request)
    if (!checked.success) {
      setErrors(Object.fromEntries(Object.entries(fieldErrorsOfIssues(checked.error.issues)).map(([name, message]) => [name.replace(/^card\./, 'payment.card.'), message])))
      setState({ status: 'error', message: 'Some details need your attention. They are marked below.' })
      return
    }
    setState({ status: 'loading' })
    try {
      const answer = await exchangeFlights({ data: { reservationId, request: checked.data, idempotencyKey: keys.keyFor(checked.data) } })
      if (!answer.ok) {
        setErrors(Object.fromEntries(Object.entries(fieldErrorsOf(answer.errors)).map(([name, message]) => [name.replace(/^card\./, 'payment.card.'), message])))
        setState({ status: 'error', message: answer.errors[0]?.message })
        return
      }
      keys.reset()
      queryClient.setQueryData(exchangeReservationQueryOptions(reservationId).queryKey, answer)
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['my-trips'] }), queryClient.invalidateQueries({ queryKey: customerProfileQueryKey })])
      await navigate({ to: '/flights/exchange/confirmation', search: { reservationId } })
    } catch {
      setState({ status: 'error', message: 'We could not reach the booking service. Nothing was changed twice; please try again.' })
    }
  }

  return (
    <Container className={css({ py: '8' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '6' })}>Review your change</h1>
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="exchange-review" className={css({ display: 'flex', flexDirection: 'column', gap: '6', maxW: '3xl' })}>
        <h2 id="exchange-review" className={sectionTitleClass}>
          Your new flights
        </h2>
        {state.status === 'error' && state.message && (
          <Alert variant="block-error" title="Not changed yet">
            {state.message}
          </Alert>
        )}
        <ItinerarySummary itinerary={quote.itinerary} detailed />
        <dl className={css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: '6', rowGap: '1' })}>
          <dt className={css({ fontWeight: 'medium' })}>Previous fare</dt>
          <dd>{price(quote.previousFare)}</dd>
          <dt className={css({ fontWeight: 'medium' })}>New fare</dt>
          <dd>{price(quote.newFare)}</dd>
          <dt className={css({ fontWeight: 'medium' })}>Change fee</dt>
          <dd>{price(quote.changeFee)}</dd>
          <dt className={css({ fontWeight: 'bold' })}>{quote.credit > 0 ? 'Given back' : 'To pay now'}</dt>
          <dd className={css({ fontWeight: 'bold' })}>{quote.credit > 0 ? (quote.creditAs === 'POINTS' ? `${formatPoints(quote.creditPoints)} (${price(quote.credit)})` : `${price(quote.credit)} travel credit`) : price(quote.amountDue)}</dd>
        </dl>
        <p>{quote.description}</p>
        {quote.amountDue > 0 && (
          <fieldset className={sectionClass}>
            <legend className={css({ fontWeight: 'semibold' })}>Card</legend>
            <div className={fieldGridClass}>
              {cardFieldNames.map((name) => (
                <TextInput key={name} binding={binding} name={name} label={{ 'payment.card.cardNumber': 'Card number', 'payment.card.cardExpDate': 'Expiry date (MM/YY)', 'payment.card.cardCVV': 'Security code (CVV)', 'payment.card.cardHolderFirstName': 'Cardholder first name', 'payment.card.cardHolderLastName': 'Cardholder last name' }[name]} />
              ))}
              <TextInput binding={binding} name="payment.card.billingAddress.address" label="Billing address" autoComplete="address-line1" maxLength={50} />
              <TextInput binding={binding} name="payment.card.billingAddress.city" label="City" autoComplete="address-level2" maxLength={40} />
              <TextInput binding={binding} name="payment.card.billingAddress.zipCode" label="ZIP or postal code" autoComplete="postal-code" maxLength={9} />
              <SelectInput binding={binding} name="payment.card.billingAddress.country" label="Country" options={billingCountries} />
            </div>
          </fieldset>
        )}
        <Button type="submit" size="lg" disabled={state.status === 'loading'}>
          {quote.amountDue > 0 ? `Change flights and pay ${price(quote.amountDue)}` : 'Change flights'}
        </Button>
      </form>
    </Container>
  )
}

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
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>Your flights are changed</h1>
      <AirReservationDetails reservation={reservation} />
      <p>
        <Link to="/reservations/view/air" search={{ reservationId }} className={linkClass}>
          View the reservation
        </Link>
      </p>
    </Container>
  )
}
