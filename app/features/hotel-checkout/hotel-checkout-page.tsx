// Hotel checkout (SPEC.md §2 sections: order details review, traveler information, payment,
// summary): the quote priced for this traveller, a form that keeps everything typed through every
// error (and a reload, card secrets excepted), and one booking per attempt however often Book is
// pressed (an idempotency key per distinct request).
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router'
import { Suspense, lazy, useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import type { HotelBookRequest, HotelQuote } from '@contracts/lxp/hotel-checkout.schema'
import { PaymentMode } from '@contracts/domain/payment-mode'
import { bookHotelStay } from '@server/hotel/checkout.functions'
import { ErrorLayout } from '~/features/errors/error-layout'
import { customerProfileQueryKey } from '~/features/session/session.queries'
import { useMemberSession } from '~/features/session/use-member-session'
import { formatPoints, formatPriceFull } from '~/lib/format/money'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Container } from '~/ui/container'
import { ChoiceGroup, FlagInput, TextInput, fieldGridClass, sectionClass, sectionTitleClass, type FieldBinding } from '../checkout/checkout-fields'
import {
  createIdempotencyKeys,
  emptyCheckoutValues,
  fieldErrorsOf,
  fieldErrorsOfIssues,
  focusFirstFailingField,
  paymentRequestOf,
  secretFields,
  tripProtectionRequestOf,
  type CheckoutValues,
  type FieldErrors,
} from '../checkout/checkout-form'
import { readCheckout, removeCheckout, writeCheckout } from '../checkout/checkout-storage'
import { PaymentSection, pointsValue } from '../checkout/payment-section'
import { checkoutSelectionOf, type HotelCheckoutSelection } from './checkout-params'
import { hotelQuoteQueryKey, hotelQuoteQueryOptions, travelerProfilesQueryOptions } from './hotel-checkout.queries'

const route = getRouteApi('/accommodations/checkout')
// Shown only while booking, so it loads when needed rather than with the page.
const InterstitialLoader = lazy(() => import('~/features/shell/interstitial-loader').then((module) => ({ default: module.InterstitialLoader })))
const storageKey = 'accommodations-checkout-data'

const roomPreferenceOptions = [
  { value: 'NON_SMOKING', title: 'Non-Smoking' },
  { value: 'SMOKING', title: 'Smoking' },
  { value: 'WHEELCHAIR_ACCESSIBLE', title: 'Wheelchair accessible' },
]

export function HotelCheckoutPage() {
  const selection = checkoutSelectionOf(route.useSearch())
  if (!selection) return <CheckoutUnavailable heading="Choose a room first" message="Checkout needs a hotel, a room, a rate and your dates." />
  return <Checkout selection={selection} />
}

function CheckoutUnavailable({ heading, message, hotel }: { heading: string; message: string; hotel?: HotelCheckoutSelection }) {
  return (
    <ErrorLayout heading={heading}>
      <p>
        {message}{' '}
        {hotel ? (
          <Link to="/accommodations/offer" search={{ hotelId: hotel.hotelId, checkIn: hotel.checkIn, checkOut: hotel.checkOut, rooms: hotel.rooms, adults: hotel.adults }} className={css({ color: 'fg.link', textDecoration: 'underline' })}>
            See the hotel's other rooms
          </Link>
        ) : (
          <Link to="/accommodations" className={css({ color: 'fg.link', textDecoration: 'underline' })}>
            Search hotels
          </Link>
        )}
      </p>
    </ErrorLayout>
  )
}

function Checkout({ selection }: { selection: HotelCheckoutSelection }) {
  const { data: outcome } = useSuspenseQuery(hotelQuoteQueryOptions(selection))
  if (!outcome.ok) return <CheckoutUnavailable heading="This room can't be booked" message={outcome.errors[0]?.message ?? ''} hotel={selection} />
  return <CheckoutForm quote={outcome.value} selection={selection} />
}

type Submission = { state: 'unsubmitted' | 'loading' | 'success' | 'error'; message?: string; priceChanged?: boolean; soldOut?: boolean }

function useCheckoutValues(quote: HotelQuote) {
  const { profile, activeProfile } = useMemberSession()
  const [values, setValues] = useState<CheckoutValues>(() => emptyCheckoutValues())
  // Restored after hydration (storage is the browser's), then prefilled from the member's profile.
  useEffect(() => {
    const stored = readCheckout<CheckoutValues>(storageKey)
    // Session storage exists only in the browser: restoring after hydration keeps server and client renders equal.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues((current) => ({ ...current, ...Object.fromEntries(Object.entries(stored ?? {}).filter(([, value]) => value !== '')) }))
  }, [])
  // The member's saved details fill what is still empty, once per member (adjusting state while rendering).
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
  // A mode the (re)priced quote no longer allows falls back to the card.
  const mode = quote.paymentModes.includes(values['payment.mode']) ? values['payment.mode'] : PaymentMode.CASH
  return [{ ...values, 'payment.mode': mode }, setValues] as const
}

function CheckoutForm({ quote, selection }: { quote: HotelQuote; selection: HotelCheckoutSelection }) {
  const [values, setValues] = useCheckoutValues(quote)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [submission, setSubmission] = useState<Submission>({ state: 'unsubmitted' })
  const [saveTraveler, setSaveTraveler] = useState(false)
  const { status } = useMemberSession()
  const { data: savedTravelers = [] } = useQuery({ ...travelerProfilesQueryOptions(), enabled: status === 'authenticated' })
  const formRef = useRef<HTMLFormElement>(null)
  const keys = useMemo(() => createIdempotencyKeys(), [])
  const queryClient = useQueryClient()
  const navigate = useNavigate()

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

  const request: Omit<HotelBookRequest, 'acceptTerms'> & { acceptTerms: boolean } = {
    ...selection,
    traveler: { firstName: values['traveler.firstName'], lastName: values['traveler.lastName'], email: values['traveler.email'], phone: values['traveler.phone'] },
    roomPreference: values.roomPreference as HotelBookRequest['roomPreference'],
    specialRequests: values.specialRequests,
    payment: paymentRequestOf(values, quote.points),
    tripProtection: tripProtectionRequestOf(values),
    acceptTerms: values.acceptTerms,
    expectedDueNow: quote.price.dueNow,
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (submission.state === 'loading') return
    const { HotelBookRequestSchema } = await import('@contracts/lxp/hotel-checkout.schema')
    const checked = HotelBookRequestSchema.safeParse(request)
    if (!checked.success) {
      setErrors(fieldErrorsOfIssues(checked.error.issues))
      setSubmission({ state: 'error', message: 'Some details need your attention. They are marked below.' })
      return
    }
    setSubmission({ state: 'loading' })
    try {
      const outcome = await bookHotelStay({ data: { request: checked.data, idempotencyKey: keys.keyFor(checked.data), saveTraveler } })
      if (outcome.ok) {
        keys.reset()
        removeCheckout(storageKey)
        setSubmission({ state: 'success' })
        await queryClient.invalidateQueries({ queryKey: customerProfileQueryKey })
        await queryClient.invalidateQueries({ queryKey: ['my-trips'] })
        if (saveTraveler) await queryClient.invalidateQueries({ queryKey: travelerProfilesQueryOptions().queryKey })
        await navigate({ to: '/accommodations/confirmation', search: { reservationId: outcome.value.reservationId } })
        return
      }
      const first = outcome.errors[0]
      setErrors(fieldErrorsOf(outcome.errors.filter((error) => error.code !== 'PRICE_CHANGED' && error.code !== 'SOLD_OUT')))
      setSubmission({ state: 'error', message: first?.message, priceChanged: first?.code === 'PRICE_CHANGED', soldOut: first?.code === 'SOLD_OUT' })
    } catch {
      setSubmission({ state: 'error', message: 'We could not reach the booking service. Nothing was booked twice; please try again.' })
    }
  }

  async function reviewNewPrice() {
    await queryClient.invalidateQueries({ queryKey: hotelQuoteQueryKey })
    setSubmission({ state: 'unsubmitted' })
  }

  const price = (amount: number) => formatPriceFull(amount, { currency: quote.price.currency })
  const usedPoints = request.payment.points ?? 0
  const pointsPay = values['payment.mode'] === PaymentMode.POINTS ? quote.price.dueNow : pointsValue(usedPoints, { ...quote, currency: quote.price.currency, dueNow: quote.price.dueNow })
  const premium = values['tripProtection.tripProtectionProduct'] && quote.tripProtection.available ? quote.tripProtection.premium.amount : 0
  const cardNow = quote.price.dueNow - pointsPay + premium
  const earned = quote.rate.pointsEligible ? Math.floor((quote.price.dueNow - pointsPay) / 100) * quote.earn.perCurrencyUnit : 0

  return (
    <>
      {submission.state === 'loading' && (
        <Suspense fallback={null}>
          <InterstitialLoader loading title="Booking your stay" subtitle={quote.hotel.name} info="This can take a few seconds. Please keep this page open." />
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
              <Alert variant="block-error" title={submission.priceChanged ? 'The price changed' : submission.soldOut ? 'This room is no longer available' : 'We could not book this yet'}>
                <p>{submission.message}</p>
                {submission.priceChanged && (
                  <Button variant="outline" size="sm" className={css({ mt: '2' })} onClick={() => void reviewNewPrice()}>
                    Review the new price
                  </Button>
                )}
                {submission.soldOut && (
                  <Link to="/accommodations/offer" search={{ hotelId: selection.hotelId, checkIn: selection.checkIn, checkOut: selection.checkOut, rooms: selection.rooms, adults: selection.adults }} className={css({ color: 'fg.link', textDecoration: 'underline' })}>
                    Choose another room
                  </Link>
                )}
              </Alert>
            )}
            <OrderReview quote={quote} />
            <section aria-labelledby="traveler" className={sectionClass}>
              <h2 id="traveler" className={sectionTitleClass}>
                Traveler information
              </h2>
              <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>The name of the guest who checks in, as on their ID.</p>
              {savedTravelers.length > 0 && (
                <label className={css({ display: 'flex', flexDirection: 'column', gap: '1', fontWeight: 'medium' })}>
                  Saved travelers
                  <select
                    defaultValue=""
                    onChange={(event) => {
                      const traveler = savedTravelers.find((profile) => profile.travelerId === event.target.value)
                      if (!traveler) return
                      binding.onChange('traveler.firstName', traveler.firstName)
                      binding.onChange('traveler.lastName', traveler.lastName)
                      binding.onChange('traveler.email', traveler.email)
                      binding.onChange('traveler.phone', traveler.phone)
                      if (traveler.roomPreference) binding.onChange('roomPreference', traveler.roomPreference)
                    }}
                    className={css({ h: '10', px: '3', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', bg: 'bg.default', fontWeight: 'normal' })}
                  >
                    <option value="">Choose a saved traveler</option>
                    {savedTravelers.map((profile) => (
                      <option key={profile.travelerId} value={profile.travelerId}>
                        {profile.firstName} {profile.lastName} ({profile.email})
                      </option>
                    ))}
                  </select>
                </label>
              )}
              <div className={fieldGridClass}>
                <TextInput binding={binding} name="traveler.firstName" label="First name" autoComplete="given-name" maxLength={50} />
                <TextInput binding={binding} name="traveler.lastName" label="Last name" autoComplete="family-name" maxLength={50} />
                <TextInput binding={binding} name="traveler.email" label="Email" type="email" autoComplete="email" inputMode="email" helperText="We send the confirmation here." />
                <TextInput binding={binding} name="traveler.phone" label="Phone" type="tel" autoComplete="tel" inputMode="tel" />
              </div>
              <ChoiceGroup legend="Room preference" name="roomPreference" horizontal options={roomPreferenceOptions} value={values.roomPreference} error={errors.roomPreference} onChange={(value) => binding.onChange('roomPreference', value)} />
              <TextInput binding={binding} name="specialRequests" label="Special requests" required={false} maxLength={500} helperText="The hotel does its best but cannot promise them." />
              {status === 'authenticated' && (
                <label className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', '& input': { w: '6', h: '6', flexShrink: 0, accentColor: 'accent.default' } })}>
                  <input type="checkbox" checked={saveTraveler} onChange={(event) => setSaveTraveler(event.target.checked)} />
                  Save this traveler to my profile
                </label>
              )}
            </section>
            <PaymentSection binding={binding} offer={{ ...quote, currency: quote.price.currency, dueNow: quote.price.dueNow }} signedIn={status === 'authenticated'} />
            {quote.tripProtection.available && (
              <section aria-labelledby="trip-protection" className={sectionClass}>
                <h2 id="trip-protection" className={sectionTitleClass}>
                  Trip protection
                </h2>
                <p>
                  If you cancel after the free-cancellation deadline, trip protection reimburses {Math.round(quote.tripProtection.reimbursedShare * 100)} % of the cancellation charge.
                </p>
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
              <p className={css({ fontSize: 'sm' })}>{quote.rate.cancellationPolicy.description}</p>
              {quote.price.dueAtProperty > 0 && <p className={css({ fontSize: 'sm' })}>{price(quote.price.dueAtProperty)} is paid at the hotel, in the hotel's currency where it differs.</p>}
              <FlagInput binding={binding} name="acceptTerms">
                I accept the booking terms, the hotel's policies and the cancellation policy above.
              </FlagInput>
            </section>
            <Button type="submit" size="lg" disabled={submission.state === 'loading'} aria-disabled={submission.state === 'loading'}>
              {cardNow > 0 ? `Book and pay ${price(cardNow)}` : values['payment.mode'] === PaymentMode.POINTS ? `Book with ${formatPoints(quote.points.forDueNow)}` : 'Book now, pay at the hotel'}
            </Button>
          </form>
          <PriceSummary quote={quote} pointsUsed={values['payment.mode'] === PaymentMode.POINTS ? quote.points.forDueNow : usedPoints} pointsPay={pointsPay} premium={premium} cardNow={cardNow} earned={earned} />
        </div>
      </Container>
    </>
  )
}

function OrderReview({ quote }: { quote: HotelQuote }) {
  const { stay } = quote
  return (
    <section aria-labelledby="order-review" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <h2 id="order-review" className={sectionTitleClass}>
        Order details review
      </h2>
      <p className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{quote.hotel.name}</p>
      <p>
        {quote.hotel.address.addressLine1}, {quote.hotel.address.cityName}, {quote.hotel.address.countryName}
      </p>
      <dl className={css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: '4', rowGap: '1' })}>
        <dt className={css({ fontWeight: 'medium' })}>Check-in</dt>
        <dd>
          {stay.checkIn}, from {quote.hotel.checkInFrom}
        </dd>
        <dt className={css({ fontWeight: 'medium' })}>Check-out</dt>
        <dd>
          {stay.checkOut}, until {quote.hotel.checkOutUntil}
        </dd>
        <dt className={css({ fontWeight: 'medium' })}>Stay</dt>
        <dd>
          {stay.nights} {stay.nights === 1 ? 'night' : 'nights'}, {stay.rooms} {stay.rooms === 1 ? 'room' : 'rooms'}, {stay.adults} {stay.adults === 1 ? 'adult' : 'adults'}
        </dd>
        <dt className={css({ fontWeight: 'medium' })}>Room</dt>
        <dd>
          {quote.room.name} ({quote.room.beds})
        </dd>
        <dt className={css({ fontWeight: 'medium' })}>Rate</dt>
        <dd>
          {quote.rate.name}, {quote.rate.payment === 'PAY_LATER' ? 'pay at the hotel' : 'pay now'}
        </dd>
      </dl>
      <p className={css({ color: quote.rate.refundable ? 'success.default' : 'fg.default', fontWeight: 'medium' })}>{quote.rate.cancellationPolicy.description}</p>
    </section>
  )
}

function PriceSummary({ quote, pointsUsed, pointsPay, premium, cardNow, earned }: { quote: HotelQuote; pointsUsed: number; pointsPay: number; premium: number; cardNow: number; earned: number }) {
  const price = (amount: number) => formatPriceFull(amount, { currency: quote.price.currency })
  const row = css({ display: 'flex', justifyContent: 'space-between', gap: '4' })
  return (
    <aside aria-labelledby="summary" className={css({ position: { lg: 'sticky' }, top: '4', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '6', display: 'flex', flexDirection: 'column', gap: '2' })}>
      <h2 id="summary" className={sectionTitleClass}>
        Summary
      </h2>
      <dl className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        {quote.price.nightly.map((night) => (
          <div key={night.night} className={row}>
            <dt>Night of {night.night}</dt>
            <dd>{price(night.amount)}</dd>
          </div>
        ))}
        {quote.price.longStayDiscount > 0 && (
          <div className={row}>
            <dt>Long-stay saving (included)</dt>
            <dd>−{price(quote.price.longStayDiscount)}</dd>
          </div>
        )}
        <div className={row}>
          <dt>Taxes</dt>
          <dd>{price(quote.price.taxes)}</dd>
        </div>
        <div className={row}>
          <dt>Property fees</dt>
          <dd>{price(quote.price.fees)}</dd>
        </div>
        <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '4', fontWeight: 'bold', borderTopWidth: '1px', borderColor: 'border.default', pt: '2', mt: '1' })}>
          <dt>Total</dt>
          <dd>{price(quote.price.total)}</dd>
        </div>
        <div className={row}>
          <dt>Due at the hotel</dt>
          <dd>{price(quote.price.dueAtProperty)}</dd>
        </div>
        <div className={row}>
          <dt>Due now</dt>
          <dd>{price(quote.price.dueNow)}</dd>
        </div>
        {pointsUsed > 0 && (
          <div className={row}>
            <dt>Paid with {formatPoints(pointsUsed)}</dt>
            <dd>−{price(pointsPay)}</dd>
          </div>
        )}
        {premium > 0 && (
          <div className={row}>
            <dt>Trip protection</dt>
            <dd>{price(premium)}</dd>
          </div>
        )}
        <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '4', fontWeight: 'bold', fontSize: 'lg' })}>
          <dt>Charged to your card now</dt>
          <dd>{price(cardNow)}</dd>
        </div>
      </dl>
      {earned > 0 && <p className={css({ color: 'success.default', fontWeight: 'semibold' })}>Card members earn {formatPoints(earned)} on this stay, credited after checkout.</p>}
    </aside>
  )
}
