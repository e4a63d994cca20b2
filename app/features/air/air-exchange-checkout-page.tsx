// Flight exchange (SPEC.md §2; analytics page types "modify" and "modify search results").
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useMemo, useRef, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { airExchangeBook } from '@server/bff/functions/air.functions'
import { ItinerarySummary } from '~/features/air/air-itinerary-summary'
import { TextInput, fieldGridClass, sectionClass, sectionTitleClass, type FieldBinding } from '~/features/checkout/checkout-fields'
import { createIdempotencyKeys, emptyCheckoutValues, fieldErrorsOf, fieldErrorsOfIssues, type CheckoutValues, type FieldErrors } from '~/features/checkout/checkout-form'
import { useCountryOptions } from '~/lib/options/use-country-options'
import { hasPostcodes, postcodeMaxLength } from '@contracts/validation/postcodes'
import { SelectInput } from '~/features/checkout/checkout-fields'
import { customerProfileQueryKey } from '~/features/session/session.queries'
import { formatPoints } from '~/lib/format/money'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Container } from '~/ui/container'
import { exchangeQuoteQueryOptions, exchangeReservationQueryOptions } from './air-exchange.queries'
import { ChooseBookingFirst, Refused, price } from './air-exchange-common'
import { airBookingText } from '~/i18n/plain/air-booking'

const checkoutRoute = getRouteApi('/flights/exchange/checkout')

export function ExchangeCheckoutPage() {
  const { reservationId, offerId } = checkoutRoute.useSearch()
  if (!reservationId) return <ChooseBookingFirst />
  if (!offerId) return <Refused message={airBookingText('exchange-checkout.choose-the-new')} />
  return <ExchangeCheckout reservationId={reservationId} offerId={offerId} />
}

const cardFieldNames = ['payment.card.cardNumber', 'payment.card.cardExpDate', 'payment.card.cardCVV', 'payment.card.cardHolderFirstName', 'payment.card.cardHolderLastName'] as const

function ExchangeCheckout({ reservationId, offerId }: { reservationId: string; offerId: string }) {
  const { data: outcome } = useSuspenseQuery(exchangeQuoteQueryOptions(reservationId, offerId))
  const [values, setValues] = useState<CheckoutValues>(() => emptyCheckoutValues())
  const [errors, setErrors] = useState<FieldErrors>({})
  const [state, setState] = useState<{ status: 'review' | 'loading' | 'error'; message?: string }>({ status: 'review' })
  // Set at once, not on the next render: the second click of a double click arrives before React has
  // re-rendered, and must not change the flights again once the first change has succeeded.
  const busy = useRef(false)
  const keys = useMemo(() => createIdempotencyKeys(), [])
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const countries = useCountryOptions()
  if (!outcome.ok) return <Refused message={outcome.errors[0]?.message ?? airBookingText('exchange-checkout.these-flights-cannot')} />
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
            zipCode: values['payment.card.billingAddress.zipCode'] || undefined,
            country: values['payment.card.billingAddress.country'],
          },
        }
      : undefined

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy.current) return
    busy.current = true
    const changed = await attempt().catch(() => false)
    // After a change the page moves on to the confirmation; anything else may be tried again.
    if (!changed) busy.current = false
  }

  /** One attempt at the change; true once the flights are changed. */
  async function attempt(): Promise<boolean> {
    const request = { offerId, expectedAmountDue: quote.amountDue, card }
    const { AirExchangeBookRequestSchema } = await import('@contracts/lxp/air.schema')
    const checked = AirExchangeBookRequestSchema.safeParse(request)
    if (!checked.success) {
      setErrors(Object.fromEntries(Object.entries(fieldErrorsOfIssues(checked.error.issues)).map(([name, message]) => [name.replace(/^card\./, 'payment.card.'), message])))
      setState({ status: 'error', message: airBookingText('exchange-checkout.some-details-need') })
      return false
    }
    setState({ status: 'loading' })
    try {
      const answer = await airExchangeBook({ data: { params: { reservationId }, body: checked.data, headers: { 'idempotency-key': keys.keyFor(checked.data) } } })
      if (!answer.ok) {
        setErrors(Object.fromEntries(Object.entries(fieldErrorsOf(answer.errors)).map(([name, message]) => [name.replace(/^card\./, 'payment.card.'), message])))
        setState({ status: 'error', message: answer.errors[0]?.message })
        return false
      }
      queryClient.setQueryData(exchangeReservationQueryOptions(reservationId).queryKey, answer)
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['my-trips'] }), queryClient.invalidateQueries({ queryKey: customerProfileQueryKey })])
      await navigate({ to: '/flights/exchange/confirmation', search: { reservationId } })
      return true
    } catch {
      setState({ status: 'error', message: airBookingText('exchange-checkout.unreachable') })
      return false
    }
  }

  return (
    <Container className={css({ py: '8' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '6' })}>{airBookingText('exchange-checkout.review-your-change')}</h1>
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="exchange-review" className={css({ display: 'flex', flexDirection: 'column', gap: '6', maxW: '3xl' })}>
        <h2 id="exchange-review" className={sectionTitleClass}>
          {airBookingText('exchange-checkout.your-new-flights')}
        </h2>
        {state.status === 'error' && state.message && (
          <Alert variant="block-error" title={airBookingText('exchange-checkout.not-changed-yet')}>
            {state.message}
          </Alert>
        )}
        <ItinerarySummary itinerary={quote.itinerary} detailed />
        <dl className={css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: '6', rowGap: '1' })}>
          <dt className={css({ fontWeight: 'medium' })}>{airBookingText('exchange-checkout.previous-fare')}</dt>
          <dd>{price(quote.previousFare)}</dd>
          <dt className={css({ fontWeight: 'medium' })}>{airBookingText('exchange-checkout.new-fare')}</dt>
          <dd>{price(quote.newFare)}</dd>
          <dt className={css({ fontWeight: 'medium' })}>{airBookingText('exchange-checkout.change-fee')}</dt>
          <dd>{price(quote.changeFee)}</dd>
          <dt className={css({ fontWeight: 'bold' })}>{quote.credit > 0 ? airBookingText('checkout.given-back') : airBookingText('checkout.to-pay-now')}</dt>
          <dd className={css({ fontWeight: 'bold' })}>{quote.credit > 0 ? (quote.creditAs === 'POINTS' ? `${formatPoints(quote.creditPoints)} (${price(quote.credit)})` : `${price(quote.credit)} travel credit`) : price(quote.amountDue)}</dd>
        </dl>
        <p>{quote.description}</p>
        {quote.amountDue > 0 && (
          <fieldset className={sectionClass}>
            <legend className={css({ fontWeight: 'semibold' })}>{airBookingText('exchange-checkout.card')}</legend>
            <div className={fieldGridClass}>
              {cardFieldNames.map((name) => (
                <TextInput key={name} binding={binding} name={name} label={{ 'payment.card.cardNumber': airBookingText('exchange-checkout.card-number'), 'payment.card.cardExpDate': airBookingText('exchange-checkout.expiry-date-mm'), 'payment.card.cardCVV': airBookingText('exchange-checkout.security-code-cvv'), 'payment.card.cardHolderFirstName': airBookingText('exchange-checkout.cardholder-first-name'), 'payment.card.cardHolderLastName': airBookingText('exchange-checkout.cardholder-last-name') }[name]} />
              ))}
              <TextInput binding={binding} name="payment.card.billingAddress.address" label={airBookingText('exchange-checkout.billing-address')} autoComplete="address-line1" maxLength={50} />
              <TextInput binding={binding} name="payment.card.billingAddress.city" label={airBookingText('exchange-checkout.city')} autoComplete="address-level2" maxLength={40} />
              <TextInput binding={binding} name="payment.card.billingAddress.zipCode" label={airBookingText('exchange-checkout.zip-or-postal')} required={hasPostcodes(values['payment.card.billingAddress.country'])} autoComplete="postal-code" maxLength={postcodeMaxLength} />
              <SelectInput binding={binding} name="payment.card.billingAddress.country" label={airBookingText('exchange-checkout.country')} options={countries} />
            </div>
          </fieldset>
        )}
        <Button type="submit" size="lg" disabled={state.status === 'loading'}>
          {quote.amountDue > 0 ? airBookingText('exchange-checkout.change-flights-and', { amount: price(quote.amountDue) }) : airBookingText('reservation.change-flights')}
        </Button>
      </form>
    </Container>
  )
}

