// Flight checkout (SPEC.md §2 sections: order details review, traveler information, payment, summary;
// §3 flights checkout state: passengers, legs seat map information, terms and conditions): passengers
// with names by the SPEC.md §5 flight rule and a date of birth that fits their type, seats from each
// flight's seat map, checked bags, payment with the shared checkout framework, and one booking per
// attempt however often Book is pressed.
import { keepPreviousData, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router'
import { Suspense, lazy, useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import type { AirBookRequest, AirOffer, AirQuote } from '@contracts/lxp/air.schema'
import { PaymentMode } from '@contracts/domain/payment-mode'
import { bookFlights } from '@server/air/air.functions'
import { ErrorLayout } from '~/features/errors/error-layout'
import { customerProfileQueryKey } from '~/features/session/session.queries'
import { useMemberSession } from '~/features/session/use-member-session'
import { formatPoints, formatPriceFull } from '~/lib/format/money'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Container } from '~/ui/container'
import { FlagInput, TextInput, fieldGridClass, sectionClass, sectionTitleClass, type FieldBinding } from '../checkout/checkout-fields'
import { createIdempotencyKeys, emptyCheckoutValues, fieldErrorsOf, fieldErrorsOfIssues, focusFirstFailingField, paymentRequestOf, secretFields, tripProtectionRequestOf, type CheckoutValues, type FieldErrors } from '../checkout/checkout-form'
import { readCheckout, removeCheckout, writeCheckout } from '../checkout/checkout-storage'
import { airCheckoutSelectionOf, type AirCheckoutSelection } from './air-checkout-params'
import { airOfferQueryOptions, airQuoteQueryKey, airQuoteQueryOptions } from './air-checkout.queries'

const route = getRouteApi('/flights/checkout')
const InterstitialLoader = lazy(() => import('~/features/shell/interstitial-loader').then((module) => ({ default: module.InterstitialLoader })))
// Payment is the heaviest part of the form: loaded beside the page, not in its first-load JavaScript.
const PaymentSection = lazy(() => import('../checkout/payment-section').then((module) => ({ default: module.PaymentSection })))
const PassengerFields = lazy(() => import('./passenger-fields').then((module) => ({ default: module.PassengerFields })))
const ItinerarySummary = lazy(() => import('~/features/air-itinerary/itinerary-summary').then((module) => ({ default: module.ItinerarySummary })))
const PriceSummary = lazy(() => import('./price-summary').then((module) => ({ default: module.PriceSummary })))
const SeatMapView = lazy(() => import('./seat-map').then((module) => ({ default: module.SeatMapView })))
const storageKey = 'flights-checkout-data'
const cabinNames: Record<string, string> = { ECONOMY: 'Economy', PREMIUM_ECONOMY: 'Premium economy', BUSINESS: 'Business', FIRST: 'First' }
const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })

/** What a number of points pays, rounded down like the platform does (as the shared payment section shows it). */
function pointsValue(points: number, offer: { dueNow: number; points: { value: { points: number; minorUnits: number } } }) {
  return Math.min(offer.dueNow, Math.floor((points * offer.points.value.minorUnits) / offer.points.value.points))
}

type PassengerType = 'ADULT' | 'CHILD' | 'INFANT_SEATED' | 'INFANT_IN_LAP'
type PassengerForm = { type: PassengerType; firstName: string; lastName: string; dateOfBirth: string; checkedBags: number; seats: Record<string, string> }

export function AirCheckoutPage() {
  const selection = airCheckoutSelectionOf(route.useSearch())
  if (!selection) return <Unavailable heading="Choose a flight first" message="Checkout needs the flights and fare you chose." />
  return <Checkout selection={selection} />
}

function Unavailable({ heading, message }: { heading: string; message: string }) {
  return (
    <ErrorLayout heading={heading}>
      <p>
        {message}{' '}
        <Link to="/flights" className={linkClass}>
          Search flights
        </Link>
      </p>
    </ErrorLayout>
  )
}

function Checkout({ selection }: { selection: AirCheckoutSelection }) {
  const { data: offer } = useSuspenseQuery(airOfferQueryOptions(selection))
  const { data: initial } = useSuspenseQuery(airQuoteQueryOptions(selection))
  if (!offer.ok) return <Unavailable heading="These flights can't be booked" message={offer.errors[0]?.message ?? ''} />
  if (!initial.ok) return <Unavailable heading="These flights can't be booked" message={initial.errors[0]?.message ?? ''} />
  return <CheckoutForm selection={selection} offer={offer.value} initialQuote={initial.value} />
}

function passengersFor(selection: AirCheckoutSelection): PassengerForm[] {
  const of = (type: PassengerType, count: number) => Array.from({ length: count }, () => ({ type, firstName: '', lastName: '', dateOfBirth: '', checkedBags: 0, seats: {} }))
  return [...of('ADULT', selection.adults), ...of('CHILD', selection.children), ...of('INFANT_SEATED', selection.infantsInSeat), ...of('INFANT_IN_LAP', selection.infantsOnLap)]
}

type Stored = { values: Partial<CheckoutValues>; passengers: PassengerForm[]; offerId: string }
type Submission = { state: 'unsubmitted' | 'loading' | 'success' | 'error'; message?: string; priceChanged?: boolean }

function CheckoutForm({ selection, offer, initialQuote }: { selection: AirCheckoutSelection; offer: AirOffer; initialQuote: AirQuote }) {
  const { profile, activeProfile, status } = useMemberSession()
  const [values, setValues] = useState<CheckoutValues>(() => emptyCheckoutValues())
  const [passengers, setPassengers] = useState<PassengerForm[]>(() => passengersFor(selection))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [submission, setSubmission] = useState<Submission>({ state: 'unsubmitted' })
  const [activePassenger, setActivePassenger] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const keys = useMemo(() => createIdempotencyKeys(), [])
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const seatedBags = passengers.filter((passenger) => passenger.type !== 'INFANT_IN_LAP').map((passenger) => passenger.checkedBags)
  const bags = seatedBags.some((count) => count > 0) ? seatedBags : []
  const { data: repriced } = useQuery({ ...airQuoteQueryOptions(selection, bags), placeholderData: keepPreviousData, enabled: bags.length > 0 })
  const quote = bags.length > 0 && repriced?.ok ? repriced.value : initialQuote

  // Restored after hydration (session storage is the browser's), for the same flights only.
  useEffect(() => {
    const stored = readCheckout<Stored>(storageKey)
    if (stored?.offerId !== selection.offerId) return
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (stored.values) setValues((current) => ({ ...current, ...Object.fromEntries(Object.entries(stored.values ?? {}).filter(([, value]) => value !== '')) }))
    if (stored.passengers?.length === passengers.length) setPassengers(stored.passengers)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selection.offerId])
  useEffect(() => focusFirstFailingField(formRef.current, errors), [errors])

  const [prefilledFor, setPrefilledFor] = useState<string>()
  if (profile && prefilledFor !== profile.clientCustomerId) {
    setPrefilledFor(profile.clientCustomerId)
    setValues((current) => ({
      ...current,
      'traveler.email': current['traveler.email'] || activeProfile?.email || '',
      'traveler.phone': current['traveler.phone'] || (activeProfile ? `${activeProfile.phone.countryCode} ${activeProfile.phone.number}` : ''),
    }))
    setPassengers((current) => current.map((passenger, index) => (index === 0 ? { ...passenger, firstName: passenger.firstName || profile.personalInfo.firstName, lastName: passenger.lastName || profile.personalInfo.lastName } : passenger)))
  }

  const segmentIds = offer.seatMaps.map((map) => map.segmentId)
  // SPEC.md §3 flights checkout state: completed steps, legs' seats, passengers, payment submitted, terms (never the card number or CVV).
  const store = (nextValues: CheckoutValues, nextPassengers: PassengerForm[], paymentFormSubmitted = false) =>
    writeCheckout(
      storageKey,
      {
        values: Object.fromEntries(Object.entries(nextValues).filter(([name]) => !(secretFields as readonly string[]).includes(name))),
        passengers: nextPassengers,
        offerId: selection.offerId,
        completedSteps: [
          nextPassengers.every((passenger) => passenger.firstName && passenger.lastName && passenger.dateOfBirth) && 'passengers',
          nextPassengers.every((passenger) => passenger.type === 'INFANT_IN_LAP' || segmentIds.every((id) => passenger.seats[id])) && 'seats',
          nextValues['traveler.email'] && nextValues['traveler.phone'] && 'contact',
        ].filter(Boolean),
        legsSeatMapInformation: Object.fromEntries(segmentIds.map((id) => [id, nextPassengers.map((passenger) => passenger.seats[id] ?? null)])),
        paymentFormSubmitted,
        termsAndConditions: nextValues.acceptTerms,
      },
      [],
    )
  const mode = quote.paymentModes.includes(values['payment.mode']) ? values['payment.mode'] : PaymentMode.CASH
  const formValues = { ...values, 'payment.mode': mode }
  const binding: FieldBinding = {
    values: formValues,
    errors: { ...errors, 'traveler.email': errors['contact.email'] ?? errors['traveler.email'], 'traveler.phone': errors['contact.phone'] ?? errors['traveler.phone'] },
    onChange: (name, value) => {
      setValues((current) => {
        const next = { ...current, [name]: value }
        store(next, passengers)
        return next
      })
      setErrors((current) => ({ ...current, [name]: undefined, ...(name === 'traveler.email' ? { 'contact.email': undefined } : {}), ...(name === 'traveler.phone' ? { 'contact.phone': undefined } : {}) }))
    },
  }
  const changePassenger = (index: number, changes: Partial<PassengerForm>) => {
    setPassengers((current) => {
      const next = current.map((passenger, position) => (position === index ? { ...passenger, ...changes } : passenger))
      store(values, next)
      return next
    })
    setErrors((current) => ({ ...current, ...Object.fromEntries(Object.keys(changes).map((field) => [`passengers.${index}.${field}`, undefined])) }))
  }

  const request: Omit<AirBookRequest, 'acceptTerms'> & { acceptTerms: boolean } = {
    offerId: selection.offerId,
    fareFamily: selection.fareFamily,
    passengers: passengers.map((passenger) => ({ ...passenger, firstName: passenger.firstName.trim(), lastName: passenger.lastName.trim() })),
    contact: { email: values['traveler.email'], phone: values['traveler.phone'] },
    payment: paymentRequestOf(formValues, quote.points),
    tripProtection: tripProtectionRequestOf(values),
    acceptTerms: values.acceptTerms,
    expectedDueNow: quote.price.dueNow,
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (submission.state === 'loading') return
    store(values, passengers, true)
    const { AirBookRequestSchema } = await import('@contracts/lxp/air.schema')
    const checked = AirBookRequestSchema.safeParse(request)
    if (!checked.success) {
      setErrors(fieldErrorsOfIssues(checked.error.issues))
      setSubmission({ state: 'error', message: 'Some details need your attention. They are marked below.' })
      return
    }
    setSubmission({ state: 'loading' })
    try {
      const outcome = await bookFlights({ data: { request: checked.data, idempotencyKey: keys.keyFor(checked.data) } })
      if (outcome.ok) {
        keys.reset()
        removeCheckout(storageKey)
        setSubmission({ state: 'success' })
        await queryClient.invalidateQueries({ queryKey: customerProfileQueryKey })
        await queryClient.invalidateQueries({ queryKey: ['my-trips'] })
        await navigate({ to: '/flights/confirmation', search: { reservationId: outcome.value.reservationId } })
        return
      }
      const first = outcome.errors[0]
      setErrors(fieldErrorsOf(outcome.errors.filter((error) => error.code !== 'PRICE_CHANGED')))
      setSubmission({ state: 'error', message: first?.message, priceChanged: first?.code === 'PRICE_CHANGED' })
    } catch {
      setSubmission({ state: 'error', message: 'We could not reach the booking service. Nothing was booked twice; please try again.' })
    }
  }

  const price = (amount: number) => formatPriceFull(amount, { currency: quote.price.currency })
  const paymentOffer = { ...quote, currency: quote.price.currency, dueNow: quote.price.dueNow }
  const usedPoints = request.payment.points ?? 0
  const pointsPay = mode === PaymentMode.POINTS ? quote.price.dueNow : pointsValue(usedPoints, paymentOffer)
  const premium = values['tripProtection.tripProtectionProduct'] && quote.tripProtection.available ? quote.tripProtection.premium.amount : 0
  const cardNow = quote.price.dueNow - pointsPay + premium
  const names = passengers.map((passenger, index) => `${passenger.firstName || `Passenger ${index + 1}`}${passenger.lastName ? ` ${passenger.lastName}` : ''}`)
  const seated = passengers.map((passenger, index) => ({ passenger, index })).filter(({ passenger }) => passenger.type !== 'INFANT_IN_LAP')
  const segments = quote.itinerary.bounds.flatMap((bound) => bound.segments)

  return (
    <>
      {submission.state === 'loading' && (
        <Suspense fallback={null}>
          <InterstitialLoader loading title="Booking your flights" subtitle={`${segments[0]!.from.city} to ${quote.itinerary.bounds[0]!.segments.at(-1)!.to.city}`} info="This can take a few seconds. Please keep this page open." />
        </Suspense>
      )}
      <Container className={css({ py: '8' })}>
        <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '6' })}>Checkout</h1>
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' }, gap: '8', alignItems: 'start' })}>
          <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-labelledby="checkout-form-title" className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
            <h2 id="checkout-form-title" className={css({ srOnly: true })}>
              Your booking
            </h2>
            {submission.state === 'error' && submission.message && (
              <Alert variant="block-error" title={submission.priceChanged ? 'The price changed' : 'We could not book this yet'}>
                <p>{submission.message}</p>
                {submission.priceChanged && (
                  <Button variant="outline" size="sm" className={css({ mt: '2' })} onClick={() => void queryClient.invalidateQueries({ queryKey: airQuoteQueryKey }).then(() => setSubmission({ state: 'unsubmitted' }))}>
                    Review the new price
                  </Button>
                )}
              </Alert>
            )}
            <section aria-labelledby="order-review" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
              <h2 id="order-review" className={sectionTitleClass}>
                Order details review
              </h2>
              <Suspense fallback={<p>Loading your flights…</p>}>
                <ItinerarySummary itinerary={quote.itinerary} detailed />
              </Suspense>
              <p>
                {cabinNames[quote.itinerary.cabin]}, {quote.fare.name} fare. {quote.fare.rules.description}
              </p>
              <p className={css({ fontSize: 'sm' })}>
                Carry-on bag included. First checked bag: {quote.fare.baggage.firstCheckedBag.included ? 'included' : `${price(quote.fare.baggage.firstCheckedBag.fee)} each way`}. Second checked bag:{' '}
                {quote.fare.baggage.secondCheckedBag.included ? 'included' : `${price(quote.fare.baggage.secondCheckedBag.fee)} each way`}.
              </p>
            </section>
            <section aria-labelledby="passengers" className={sectionClass}>
              <h2 id="passengers" className={sectionTitleClass}>
                Traveler information
              </h2>
              <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>Names exactly as on each passenger's passport or ID: letters, spaces, hyphens and apostrophes.</p>
              <Suspense fallback={<p>Loading passenger details…</p>}>
                {passengers.map((passenger, index) => (
                  <PassengerFields key={index} index={index} passenger={passenger} errors={errors} onChange={(changes) => changePassenger(index, changes)} baggage={quote.fare.baggage} price={price} />
                ))}
              </Suspense>
              <div className={fieldGridClass}>
                <TextInput binding={binding} name="traveler.email" label="Contact email" type="email" autoComplete="email" inputMode="email" helperText="We send the confirmation and flight updates here." />
                <TextInput binding={binding} name="traveler.phone" label="Contact phone" type="tel" autoComplete="tel" inputMode="tel" />
              </div>
            </section>
            <section aria-labelledby="seats" className={sectionClass}>
              <h2 id="seats" className={sectionTitleClass}>
                Seats
              </h2>
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>Optional: seats left unchosen are assigned at booking. Infants on a lap share their adult's seat.</p>
              {seated.length > 1 && (
                <fieldset className={css({ display: 'flex', flexWrap: 'wrap', gap: '4' })}>
                  <legend className={css({ fontWeight: 'medium', mb: '2' })}>Choosing seats for</legend>
                  {seated.map(({ index }) => (
                    <label key={index} className={css({ display: 'inline-flex', gap: '2', alignItems: 'center' })}>
                      <input type="radio" name="seat-passenger" checked={activePassenger === index} onChange={() => setActivePassenger(index)} />
                      {names[index]}
                    </label>
                  ))}
                </fieldset>
              )}
              {offer.seatMaps.map((map) => {
                const segment = segments.find((candidate) => candidate.id === map.segmentId)
                const title = segment ? `${segment.carrier.code} ${segment.flightNumber}, ${segment.from.code} to ${segment.to.code}` : map.segmentId
                const chosen = Object.fromEntries(passengers.map((passenger, index) => [index, passenger.seats[map.segmentId]]))
                const active = seated.some(({ index }) => index === activePassenger) ? activePassenger : (seated[0]?.index ?? 0)
                return (
                  <details key={map.segmentId} className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', p: '3' })}>
                    <summary className={css({ cursor: 'pointer', fontWeight: 'medium' })}>
                      {title}: {seated.map(({ passenger, index }) => `${names[index]} ${passenger.seats[map.segmentId] ?? 'not chosen'}`).join(', ')}
                    </summary>
                    <Suspense fallback={<p>Loading the seat map…</p>}>
                      <SeatMapView
                        map={map}
                        title={title}
                        chosen={chosen}
                        activePassenger={active}
                        passengerNames={names}
                        onChoose={(seat) => {
                          const current = passengers[active]?.seats[map.segmentId]
                          const seats = { ...passengers[active]!.seats }
                          if (current === seat) delete seats[map.segmentId]
                          else seats[map.segmentId] = seat
                          changePassenger(active, { seats })
                        }}
                      />
                    </Suspense>
                  </details>
                )
              })}
              {passengers.some((_, index) => errors[`passengers.${index}.seats`]) && (
                <p className={css({ color: 'danger.default', fontWeight: 'medium' })}>{passengers.map((_, index) => errors[`passengers.${index}.seats`]).find(Boolean)}</p>
              )}
            </section>
            <Suspense fallback={<p>Loading payment options…</p>}>
              <PaymentSection binding={binding} offer={paymentOffer} signedIn={status === 'authenticated'} />
            </Suspense>
            {quote.tripProtection.available && (
              <section aria-labelledby="trip-protection" className={sectionClass}>
                <h2 id="trip-protection" className={sectionTitleClass}>
                  Trip protection
                </h2>
                <p>If you cancel after the free 24 hours, trip protection reimburses {Math.round(quote.tripProtection.reimbursedShare * 100)} % of the cancellation charge.</p>
                <FlagInput binding={binding} name="tripProtection.tripProtectionProduct">
                  Add trip protection for {price(quote.tripProtection.premium.amount)}
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
              <p className={css({ fontSize: 'sm' })}>Free cancellation within 24 hours of booking. {quote.fare.rules.description}</p>
              <FlagInput binding={binding} name="acceptTerms">
                I accept the booking terms, the airline's conditions of carriage and the fare rules above.
              </FlagInput>
            </section>
            <Button type="submit" size="lg" disabled={submission.state === 'loading'} aria-disabled={submission.state === 'loading'}>
              {cardNow > 0 ? `Book and pay ${price(cardNow)}` : `Book with ${formatPoints(quote.points.forDueNow)}`}
            </Button>
          </form>
          <Suspense fallback={null}>
            <PriceSummary quote={quote} passengerCount={passengers.length} pointsUsed={mode === PaymentMode.POINTS ? quote.points.forDueNow : usedPoints} pointsPay={pointsPay} premium={premium} cardNow={cardNow} signedIn={status === 'authenticated'} />
          </Suspense>
        </div>
      </Container>
    </>
  )
}
