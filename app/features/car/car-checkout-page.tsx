// Car checkout (SPEC.md §2 car steps: order details review, vehicle summary, traveler information,
// payment): the quote priced for this traveller, the shared checkout form (members pay by card,
// points, both or plan; guests by card), and one booking per attempt however often Book is pressed.
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { Suspense, lazy, useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import type { CarBookRequest, CarQuote } from '@contracts/lxp/car.schema'
import { PaymentMode } from '@contracts/domain/payment-mode'
import { bookCarRental } from '@server/car/car.functions'
import { useTrackEvent } from '~/features/analytics/use-track-event'
import { customerProfileQueryKey } from '~/features/session/session.queries'
import { useMemberSession } from '~/features/session/use-member-session'
import { formatPoints } from '~/lib/format/money'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Container } from '~/ui/container'
import { FlagInput, TextInput, fieldGridClass, sectionClass, sectionTitleClass, type FieldBinding } from '../checkout/checkout-fields'
import { createIdempotencyKeys, emptyCheckoutValues, fieldErrorsOf, fieldErrorsOfIssues, focusFirstFailingField, paymentRequestOf, secretFields, tripProtectionRequestOf, type CheckoutValues, type FieldErrors } from '../checkout/checkout-form'
import { readCheckout, removeCheckout, writeCheckout } from '../checkout/checkout-storage'
import { PaymentSection, pointsValue } from '../checkout/payment-section'
import { carPrice, formatRentalMoment } from './car-format'
import { OfferUnavailable, VehicleFeatures } from './car-parts'
import { carSelectionOf, type CarSelectionInput } from './car-params'
import { carQuoteQueryKey, carQuoteQueryOptions } from './car.queries'
import { useCarRulesDialog } from './use-car-rules-dialog'

const route = getRouteApi('/mobility/checkout')
const InterstitialLoader = lazy(() => import('~/features/shell/interstitial-loader').then((module) => ({ default: module.InterstitialLoader })))
const storageKey = 'mobility-checkout-data'
const dlClass = css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: '4', rowGap: '1' })

export function CarCheckoutPage() {
  const selection = carSelectionOf(route.useSearch())
  if (!selection) return <OfferUnavailable heading="Choose a car first" message="Checkout needs a car offer and your rental dates." />
  return <Checkout selection={selection} />
}

function Checkout({ selection }: { selection: CarSelectionInput }) {
  const { data: outcome } = useSuspenseQuery(carQuoteQueryOptions(selection))
  if (!outcome.ok) return <OfferUnavailable heading="This car can't be booked" message={outcome.errors[0]?.message ?? ''} />
  return <CheckoutForm quote={outcome.value} selection={selection} />
}

type Submission = { state: 'unsubmitted' | 'loading' | 'success' | 'error'; message?: string; priceChanged?: boolean }

function useCheckoutValues(quote: CarQuote) {
  const { profile, activeProfile } = useMemberSession()
  const [values, setValues] = useState<CheckoutValues>(() => emptyCheckoutValues())
  useEffect(() => {
    const stored = readCheckout<CheckoutValues>(storageKey)
    // Session storage exists only in the browser: restoring after hydration keeps server and client renders equal.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues((current) => ({ ...current, ...Object.fromEntries(Object.entries(stored ?? {}).filter(([, value]) => value !== '')) }))
  }, [])
  const [prefilledFor, setPrefilledFor] = useState<string>()
  if (profile && prefilledFor !== profile.clientCustomerId) {
    setPrefilledFor(profile.clientCustomerId)
    setValues((current) => ({
      ...current,
      'traveler.firstName': current['traveler.firstName'] || profile.personalInfo.firstName,
      'traveler.lastName': current['traveler.lastName'] || profile.personalInfo.lastName,
      'traveler.email': current['traveler.email'] || activeProfile?.email || '',
      'traveler.phone': current['traveler.phone'] || (activeProfile ? `${activeProfile.phone.countryCode} ${activeProfile.phone.number}` : ''),
    }))
  }
  const mode = quote.paymentModes.includes(values['payment.mode']) ? values['payment.mode'] : PaymentMode.CASH
  return [{ ...values, 'payment.mode': mode }, setValues] as const
}

function CheckoutForm({ quote, selection }: { quote: CarQuote; selection: CarSelectionInput }) {
  const [values, setValues] = useCheckoutValues(quote)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [submission, setSubmission] = useState<Submission>({ state: 'unsubmitted' })
  const { status } = useMemberSession()
  const formRef = useRef<HTMLFormElement>(null)
  const keys = useMemo(() => createIdempotencyKeys(), [])
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const track = useTrackEvent()
  useCarRulesDialog(quote.offer.supplier.name, quote.rules, quote.price.currency)

  useEffect(() => focusFirstFailingField(formRef.current, errors), [errors])

  const binding: FieldBinding = {
    values,
    errors,
    onChange: (name, value) => {
      setValues((current) => {
        const next = { ...current, [name]: value }
        writeCheckout(storageKey, next, secretFields)
        return next
      })
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }))
    },
  }

  const request: Omit<CarBookRequest, 'acceptTerms'> & { acceptTerms: boolean } = {
    ...selection,
    traveler: { firstName: values['traveler.firstName'], lastName: values['traveler.lastName'], email: values['traveler.email'], phone: values['traveler.phone'] },
    payment: paymentRequestOf(values, quote.points),
    tripProtection: tripProtectionRequestOf(values),
    acceptTerms: values.acceptTerms,
    expectedDueNow: quote.price.dueNow,
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (submission.state === 'loading') return
    const { CarBookRequestSchema } = await import('@contracts/lxp/car.schema')
    const checked = CarBookRequestSchema.safeParse(request)
    if (!checked.success) {
      setErrors(fieldErrorsOfIssues(checked.error.issues))
      setSubmission({ state: 'error', message: 'Some details need your attention. They are marked below.' })
      return
    }
    setSubmission({ state: 'loading' })
    const booking = { productId: quote.offer.offerId, totalAmount: quote.price.total, currency: quote.price.currency, paymentMode: String(values['payment.mode']) }
    track('Car Rental Booking Started', booking)
    try {
      const outcome = await bookCarRental({ data: { request: checked.data, idempotencyKey: keys.keyFor(checked.data) } })
      if (outcome.ok) {
        keys.reset()
        removeCheckout(storageKey)
        setSubmission({ state: 'success' })
        track('Car Rental Booking Completed', { ...booking, reservationId: outcome.value.reservationId })
        await queryClient.invalidateQueries({ queryKey: customerProfileQueryKey })
        await queryClient.invalidateQueries({ queryKey: ['my-trips'] })
        await navigate({ to: '/mobility/confirmation', search: { reservationId: outcome.value.reservationId } })
        return
      }
      const first = outcome.errors[0]
      setErrors(fieldErrorsOf(outcome.errors.filter((error) => error.code !== 'PRICE_CHANGED' && error.code !== 'SOLD_OUT')))
      setSubmission({ state: 'error', message: first?.message, priceChanged: first?.code === 'PRICE_CHANGED' })
    } catch {
      setSubmission({ state: 'error', message: 'We could not reach the booking service. Nothing was booked twice; please try again.' })
    }
  }

  async function reviewNewPrice() {
    await queryClient.invalidateQueries({ queryKey: carQuoteQueryKey })
    setSubmission({ state: 'unsubmitted' })
  }

  const money = (amount: number) => carPrice(amount, quote.price.currency)
  const usedPoints = request.payment.points ?? 0
  const pointsPay = values['payment.mode'] === PaymentMode.POINTS ? quote.price.dueNow : pointsValue(usedPoints, { ...quote, currency: quote.price.currency, dueNow: quote.price.dueNow })
  const premium = values['tripProtection.tripProtectionProduct'] && quote.tripProtection.available ? quote.tripProtection.premium.amount : 0
  const cardNow = quote.price.dueNow - pointsPay + premium
  const earned = Math.floor((quote.price.dueNow - pointsPay) / 100) * quote.earn.perCurrencyUnit

  return (
    <>
      {submission.state === 'loading' && (
        <Suspense fallback={null}>
          <InterstitialLoader loading title="Booking your car" subtitle={`${quote.offer.vehicle.model} or similar`} info="This can take a few seconds. Please keep this page open." />
        </Suspense>
      )}
      <Container className={css({ py: '8' })}>
        <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '6' })}>Checkout</h1>
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' }, gap: '8', alignItems: 'start' })}>
          <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-labelledby="checkout-form-title" className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
            <h2 id="checkout-form-title" className={css({ srOnly: true })}>
              Your car rental
            </h2>
            {submission.state === 'error' && submission.message && (
              <Alert variant="block-error" title={submission.priceChanged ? 'The price changed' : 'We could not book this yet'}>
                <p>{submission.message}</p>
                {submission.priceChanged && (
                  <Button variant="outline" size="sm" className={css({ mt: '2' })} onClick={() => void reviewNewPrice()}>
                    Review the new price
                  </Button>
                )}
              </Alert>
            )}
            <section aria-labelledby="order-review" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              <h2 id="order-review" className={sectionTitleClass}>
                Order details review
              </h2>
              <dl className={dlClass}>
                <dt className={css({ fontWeight: 'medium' })}>Pick-up</dt>
                <dd>
                  {formatRentalMoment(quote.rental.pickUpDate, quote.rental.pickUpTime)}, {quote.offer.pickUpLocation.name}
                </dd>
                <dt className={css({ fontWeight: 'medium' })}>Drop-off</dt>
                <dd>
                  {formatRentalMoment(quote.rental.dropOffDate, quote.rental.dropOffTime)}, {quote.offer.dropOffLocation.name}
                </dd>
                <dt className={css({ fontWeight: 'medium' })}>Rental</dt>
                <dd>
                  {quote.rental.days} {quote.rental.days === 1 ? 'day' : 'days'}, driver aged {quote.rental.driverAge}
                </dd>
                <dt className={css({ fontWeight: 'medium' })}>Extras</dt>
                <dd>{quote.extras.length > 0 ? quote.extras.map((extra) => `${extra.name} × ${extra.quantity}`).join(', ') : 'None'}</dd>
              </dl>
              <p className={css({ color: quote.cancellationPolicy.refundable ? 'success.default' : 'fg.default', fontWeight: 'medium' })}>{quote.cancellationPolicy.description}</p>
            </section>
            <section aria-labelledby="vehicle-summary" className={sectionClass}>
              <h2 id="vehicle-summary" className={sectionTitleClass}>
                Vehicle summary
              </h2>
              <p className={css({ fontWeight: 'semibold' })}>
                {quote.offer.vehicle.model} or similar · {quote.offer.vehicle.classLabel} · {quote.offer.supplier.name}
              </p>
              <VehicleFeatures vehicle={quote.offer.vehicle} />
              <p>
                Minimum driver age {quote.rules.minimumDriverAge}. {quote.rules.fuelPolicy}{' '}
                <a href="#show_car_rental_rules_modal" className={css({ color: 'fg.link', textDecoration: 'underline' })}>
                  All rental rules
                </a>
              </p>
            </section>
            <section aria-labelledby="traveler" className={sectionClass}>
              <h2 id="traveler" className={sectionTitleClass}>
                Traveler information
              </h2>
              <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>The main driver, as on their driving licence.</p>
              <div className={fieldGridClass}>
                <TextInput binding={binding} name="traveler.firstName" label="First name" autoComplete="given-name" maxLength={50} />
                <TextInput binding={binding} name="traveler.lastName" label="Last name" autoComplete="family-name" maxLength={50} />
                <TextInput binding={binding} name="traveler.email" label="Email" type="email" autoComplete="email" inputMode="email" helperText="We send the confirmation here." />
                <TextInput binding={binding} name="traveler.phone" label="Phone" type="tel" autoComplete="tel" inputMode="tel" />
              </div>
            </section>
            <PaymentSection binding={binding} offer={{ ...quote, currency: quote.price.currency, dueNow: quote.price.dueNow }} signedIn={status === 'authenticated'} />
            {quote.tripProtection.available && (
              <section aria-labelledby="trip-protection" className={sectionClass}>
                <h2 id="trip-protection" className={sectionTitleClass}>
                  Trip protection
                </h2>
                <p>If you cancel after the free-cancellation deadline, trip protection reimburses {Math.round(quote.tripProtection.reimbursedShare * 100)} % of the cancellation charge.</p>
                <FlagInput binding={binding} name="tripProtection.tripProtectionProduct">
                  Add trip protection for {money(quote.tripProtection.premium.amount)}
                </FlagInput>
                {values['tripProtection.tripProtectionProduct'] && (
                  <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', pl: '6' })}>
                    <FlagInput binding={binding} name="tripProtection.tripProtectionProductAgree">
                      I have read the trip protection terms and agree to them.
                    </FlagInput>
                    <FlagInput binding={binding} name="tripProtection.tripProtectionElectronicCommunicationAccept">
                      I agree to receive the policy documents by email.
                    </FlagInput>
                    <FlagInput binding={binding} name="tripProtection.tripProtectionSignAccept">
                      I sign the trip protection application electronically.
                    </FlagInput>
                  </div>
                )}
              </section>
            )}
            <section aria-labelledby="terms" className={sectionClass}>
              <h2 id="terms" className={sectionTitleClass}>
                Terms and conditions
              </h2>
              <p className={css({ fontSize: 'sm' })}>
                A deposit of {money(quote.rules.deposit.amount)} is held on the main driver's card at pick-up. <a href="#show_car_rental_rules_modal" className={css({ color: 'fg.link', textDecoration: 'underline' })}>Car rental rules</a>
              </p>
              <FlagInput binding={binding} name="acceptTerms">
                I accept the booking terms, the rental rules and the cancellation policy above.
              </FlagInput>
            </section>
            <Button type="submit" size="lg" disabled={submission.state === 'loading'} aria-disabled={submission.state === 'loading'}>
              {cardNow > 0 ? `Book and pay ${money(cardNow)}` : `Book with ${formatPoints(quote.points.forDueNow)}`}
            </Button>
          </form>
          <aside aria-labelledby="price-summary" className={css({ position: { lg: 'sticky' }, top: '4', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '6', display: 'flex', flexDirection: 'column', gap: '2' })}>
            <h2 id="price-summary" className={sectionTitleClass}>
              Price summary
            </h2>
            <dl className={css({ display: 'grid', gridTemplateColumns: '1fr max-content', columnGap: '4', rowGap: '1' })}>
              <dt>
                Rental, {quote.rental.days} {quote.rental.days === 1 ? 'day' : 'days'}
              </dt>
              <dd>{money(quote.price.base)}</dd>
              {quote.price.oneWayFee > 0 && (
                <>
                  <dt>One-way fee</dt>
                  <dd>{money(quote.price.oneWayFee)}</dd>
                </>
              )}
              {quote.price.youngDriverFee > 0 && (
                <>
                  <dt>Young driver fee</dt>
                  <dd>{money(quote.price.youngDriverFee)}</dd>
                </>
              )}
              {quote.extras.map((extra) => (
                <div key={extra.id} className={css({ display: 'contents' })}>
                  <dt>
                    {extra.name} × {extra.quantity}
                  </dt>
                  <dd>{money(extra.total.amount)}</dd>
                </div>
              ))}
              <dt>Taxes</dt>
              <dd>{money(quote.price.taxes)}</dd>
              <dt className={css({ fontWeight: 'bold' })}>Total</dt>
              <dd className={css({ fontWeight: 'bold' })}>{money(quote.price.total)}</dd>
              {pointsPay > 0 && (
                <>
                  <dt>Paid with {formatPoints(values['payment.mode'] === PaymentMode.POINTS ? quote.points.forDueNow : usedPoints)}</dt>
                  <dd>−{money(pointsPay)}</dd>
                </>
              )}
              {premium > 0 && (
                <>
                  <dt>Trip protection</dt>
                  <dd>{money(premium)}</dd>
                </>
              )}
              <dt className={css({ fontWeight: 'bold', fontSize: 'lg' })}>Charged to your card now</dt>
              <dd className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{money(cardNow)}</dd>
            </dl>
            {earned > 0 && <p className={css({ color: 'success.default', fontWeight: 'semibold' })}>Card members earn {formatPoints(earned)} on this rental.</p>}
          </aside>
        </div>
      </Container>
    </>
  )
}
