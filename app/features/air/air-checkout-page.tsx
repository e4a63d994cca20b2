// Flight checkout (§R2 sections: order details review, traveler information, payment, summary;
// §R3 flights checkout state: passengers, legs seat map information, terms and conditions): passengers
// with names by the §R5 flight rule and a date of birth that fits their type, seats from each
// flight's seat map, checked bags, payment with the shared checkout framework, and one booking per
// attempt however often Book is pressed.
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { Fragment, Suspense, lazy, useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { fullName } from '@contracts/domain/person'
import type { AirOffer } from '@contracts/lxp/air.schema'
import type { AirBookRequest, AirQuote } from '@contracts/lxp/air-checkout.schema'
import { PaymentMode } from '@contracts/domain/payment-mode'
import { airBook } from '@server/bff/functions/air.functions'
import { useMemberSession } from '~/features/session/use-member-session'
import { formatPriceFull } from '~/lib/format/money'
import { TextInput, fieldGridClass, sectionClass, sectionTitleClass, type FieldBinding } from '../checkout/checkout-fields'
import { emptyCheckoutValues, paymentTermsRequestOf, secretFields, type CheckoutValues, paymentTotals } from '../checkout/checkout-form'
import { useBooking } from '../checkout/checkout-booking'
import { CheckoutFrame, TermsSection, TripProtectionSection, submitLabelOf, useDueNowAnnounced } from '../checkout/checkout-shell'
import { memberPayment, enteredBeforeHydration } from '../checkout/checkout-values'
import { readCheckout, writeCheckout } from '../checkout/checkout-storage'
import { SavedTravelerChoice } from '../checkout/saved-travelers'
import { checkoutText } from '~/i18n/plain/checkout'
import { PaymentSection } from '../checkout/lazy-payment-section'
import { airCheckoutSelectionOf, type AirCheckoutSelection } from './air-checkout-params'
import { airOfferQueryOptions, airQuoteQueryKey, airQuoteQueryOptions } from './air.queries'
import { airBookingText } from '~/i18n/plain/air-booking'
// The cabin names with the air-booking texts: the itinerary summary, with the results page's, loads later (decision 083).
import { cabinNameIn } from './air-cabin-names'
import { fareRulesText, fareTermsText, includedCheckedBags } from './air-fare-rules'
import { SeatChooser } from './air-seat-chooser'
// In the page's own code, not loaded beside it: a boundary still waiting for its code when the page first updates is
// drawn again from the page's state, and what a traveller typed into it on a slow phone was lost (issue 35).
import { PassengerFields } from './air-passenger-fields'
import { OfferUnavailable } from '~/features/lines/offer-unavailable'

const route = getRouteApi('/flights/checkout')
import { documentsRequestOf, emptyDocuments, storableDocuments, type PassengerDocuments } from './air-passenger-documents'
import { isInternational } from '@contracts/domain/travel-documents'

const ItinerarySummary = lazy(() => import('~/features/air/air-itinerary-summary').then((module) => ({ default: module.ItinerarySummary })))
const PriceSummary = lazy(() => import('./air-price-summary').then((module) => ({ default: module.PriceSummary })))
const storageKey = 'flights-checkout-data'

type PassengerType = 'ADULT' | 'CHILD' | 'INFANT_SEATED' | 'INFANT_IN_LAP'
type PassengerForm = { type: PassengerType; firstName: string; lastName: string; dateOfBirth: string; checkedBags: number; seats: Record<string, string>; documents: PassengerDocuments }

export function AirCheckoutPage() {
  const selection = airCheckoutSelectionOf(route.useSearch())
  if (!selection) return <OfferUnavailable line="flights" heading={airBookingText('page.choose-a-flight')} message={airBookingText('page.checkout-needs-the')} />
  return <Checkout selection={selection} />
}

function Checkout({ selection }: { selection: AirCheckoutSelection }) {
  const { data: offer } = useSuspenseQuery(airOfferQueryOptions(selection))
  const { data: initial } = useSuspenseQuery(airQuoteQueryOptions(selection))
  if (!offer.ok) return <OfferUnavailable line="flights" heading={airBookingText('page.these-flights-can')} message={offer.errors[0]?.message ?? ''} />
  if (!initial.ok) return <OfferUnavailable line="flights" heading={airBookingText('page.these-flights-can')} message={initial.errors[0]?.message ?? ''} />
  return <CheckoutForm selection={selection} offer={offer.value} initialQuote={initial.value} />
}

/** The passengers of the search, each starting with the checked bags the fare includes. */
function passengersFor(selection: AirCheckoutSelection, baggage: AirQuote['fare']['baggage']): PassengerForm[] {
  const checkedBags = includedCheckedBags(baggage)
  const of = (type: PassengerType, count: number) => Array.from({ length: count }, () => ({ type, firstName: '', lastName: '', dateOfBirth: '', checkedBags: type === 'INFANT_IN_LAP' ? 0 : checkedBags, seats: {}, documents: emptyDocuments }))
  return [...of('ADULT', selection.adults), ...of('CHILD', selection.children), ...of('INFANT_SEATED', selection.infantsInSeat), ...of('INFANT_IN_LAP', selection.infantsOnLap)]
}

type Stored = { values: Partial<CheckoutValues>; passengers: PassengerForm[]; offerId: string }

/** The fields of `fields` that hold text. */
const filledIn = <T extends object>(fields: T) => Object.fromEntries(Object.entries(fields).filter(([, value]) => typeof value === 'string' && value !== '')) as Partial<T>

/** A passenger kept in the tab, with what is already in this page's fields (typed before it hydrated) kept over it. */
function restoredPassenger(saved: PassengerForm, current: PassengerForm): PassengerForm {
  return {
    ...saved,
    ...filledIn({ firstName: current.firstName, lastName: current.lastName, dateOfBirth: current.dateOfBirth }),
    documents: { ...emptyDocuments, ...saved.documents, ...filledIn(current.documents) },
  }
}

function CheckoutForm({ selection, offer, initialQuote }: { selection: AirCheckoutSelection; offer: AirOffer; initialQuote: AirQuote }) {
  const { profile, activeProfile, status } = useMemberSession()
  const [values, setValues] = useState<CheckoutValues>(() => emptyCheckoutValues())
  const [passengers, setPassengers] = useState<PassengerForm[]>(() => passengersFor(selection, initialQuote.fare.baggage))
  const navigate = useNavigate()
  const booking = useBooking<AirBookRequest>({
    storageKey,
    quoteQueryKey: airQuoteQueryKey,
    schema: async () => (await import('@contracts/lxp/air-checkout.schema')).AirBookRequestSchema,
    book: (request, idempotencyKey) => airBook({ data: { body: request, headers: { 'idempotency-key': idempotencyKey } } }),
    onSubmit: () => store(values, passengers, true),
    confirm: (reservationId) => navigate({ to: '/flights/confirmation', search: { reservationId } }),
  })
  const { errors, setErrors } = booking
  const seatedBags = passengers.filter((passenger) => passenger.type !== 'INFANT_IN_LAP').map((passenger) => passenger.checkedBags)
  // Repriced only for bags beyond the fare's: the included ones cost nothing.
  const bags = seatedBags.some((count) => count > includedCheckedBags(initialQuote.fare.baggage)) ? seatedBags : []
  const { data: repriced } = useQuery({ ...airQuoteQueryOptions(selection, bags), placeholderData: keepPreviousData, enabled: bags.length > 0 })
  const quote = bags.length > 0 && repriced?.ok ? repriced.value : initialQuote

  // Restored after hydration (session storage is the browser's), for the same flights only. What was typed before the
  // page's script was ready comes last, as on every checkout: the next render would blank it (the passengers' fields
  // take theirs as they hydrate, air-passenger-fields.tsx).
  useEffect(() => {
    const stored = readCheckout<Stored>(storageKey)
    const same = stored?.offerId === selection.offerId
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues((current) => ({ ...current, ...(same ? filledIn(stored.values ?? {}) : {}), ...enteredBeforeHydration(current) }))
    if (same && stored.passengers?.length === passengers.length) {
      const saved = stored.passengers
      setPassengers((current) => saved.map((passenger, index) => restoredPassenger(passenger, current[index]!)))
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selection.offerId])

  const [prefilledFor, setPrefilledFor] = useState<string>()
  if (profile && prefilledFor !== profile.clientCustomerId) {
    setPrefilledFor(profile.clientCustomerId)
    setValues((current) => ({
      ...current,
      'traveler.email': current['traveler.email'] || activeProfile?.email || '',
      'traveler.phone': current['traveler.phone'] || (activeProfile ? `${activeProfile.phone.countryCode} ${activeProfile.phone.number}` : ''),
      ...memberPayment(activeProfile?.cards ?? [], current),
    }))
    setPassengers((current) => current.map((passenger, index) => (index === 0 ? { ...passenger, firstName: passenger.firstName || profile.personalInfo.firstName, lastName: passenger.lastName || profile.personalInfo.lastName } : passenger)))
  }

  const segmentIds = offer.seatMaps.map((map) => map.segmentId)
  // §R3 flights checkout state: completed steps, legs' seats, passengers, payment submitted, terms (never the card number or CVV).
  const store = (nextValues: CheckoutValues, nextPassengers: PassengerForm[], paymentFormSubmitted = false) =>
    writeCheckout(
      storageKey,
      {
        values: Object.fromEntries(Object.entries(nextValues).filter(([name]) => !(secretFields as readonly string[]).includes(name))),
        passengers: nextPassengers.map((passenger) => ({ ...passenger, documents: storableDocuments(passenger.documents) })),
        offerId: selection.offerId,
        completedSteps: [
          nextPassengers.every((passenger) => passenger.lastName && passenger.dateOfBirth) && 'passengers',
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
  // The contact's errors show on the traveller's email and phone fields, and are listed once as theirs.
  const { 'contact.email': contactEmail, 'contact.phone': contactPhone, ...otherErrors } = errors
  const shownErrors = { ...otherErrors, 'traveler.email': contactEmail ?? errors['traveler.email'], 'traveler.phone': contactPhone ?? errors['traveler.phone'] }
  const binding: FieldBinding = {
    values: formValues,
    errors: shownErrors,
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

  const itinerarySegments = quote.itinerary.bounds.flatMap((bound) => bound.segments)
  const international = isInternational(itinerarySegments)
  const airlines = [...new Map(itinerarySegments.map((segment) => [segment.carrier.code, segment.carrier])).values()]
  const request: Omit<AirBookRequest, 'acceptTerms'> & { acceptTerms: boolean } = {
    offerId: selection.offerId,
    fareFamily: selection.fareFamily,
    passengers: passengers.map(({ documents, ...passenger }) => ({ ...passenger, firstName: passenger.firstName.trim(), lastName: passenger.lastName.trim(), ...documentsRequestOf(documents, international) })),
    contact: { email: values['traveler.email'], phone: values['traveler.phone'] },
    ...paymentTermsRequestOf(formValues, quote),
  }

  const price = (amount: number) => formatPriceFull(amount, { currency: quote.price.currency })
  const bagPrice = (bag: { included: boolean; fee: number }) => (bag.included ? airBookingText('checkout.bag-included') : airBookingText('checkout.bag-fee', { price: price(bag.fee) }))
  const paymentOffer = { ...quote, currency: quote.price.currency, dueNow: quote.price.dueNow }
  const totals = paymentTotals(formValues, paymentOffer)
  // Here, not in the summary, whose code comes beside the page: mounted after a change, it never heard of it.
  useDueNowAnnounced(totals.dueNow, quote.price.currency)
  const names = passengers.map((passenger, index) => fullName(passenger) || airBookingText('page.passenger', { number: index + 1 }))
  const seated = passengers.map((passenger, index) => ({ passenger, index })).filter(({ passenger }) => passenger.type !== 'INFANT_IN_LAP')
  const segments = itinerarySegments

  return (
    <CheckoutFrame
      booking={booking}
      errors={shownErrors}
      onSubmit={() => void booking.submit(request)}
      formTitle={airBookingText('checkout.your-booking')}
      loading={{ title: airBookingText('page.booking-your-flights'), subtitle: `${segments[0]!.from.city} to ${quote.itinerary.bounds[0]!.segments.at(-1)!.to.city}` }}
      submitLabel={submitLabelOf(totals, paymentOffer, formValues)}
      summary={
        <Suspense fallback={null}>
          <PriceSummary quote={quote} passengerCount={passengers.length} pointsUsed={totals.pointsUsed} pointsPay={totals.pointsPay} premium={totals.premium} dueNow={totals.dueNow} cardNow={totals.cardNow} earned={totals.earned} signedIn={status === 'authenticated'} />
        </Suspense>
      }
    >
      <section aria-labelledby="order-review" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <h2 id="order-review" className={sectionTitleClass}>
          {airBookingText('page.order-details-review')}
        </h2>
        <Suspense fallback={<p>{airBookingText('page.loading-your-flights')}</p>}>
          <ItinerarySummary itinerary={quote.itinerary} detailed />
        </Suspense>
        <p>
          {airBookingText('checkout.cabin-and-fare', { cabin: cabinNameIn(quote.itinerary.cabin, airBookingText), fareName: quote.fare.name })} {fareRulesText(quote.fare.rules, price)}
        </p>
        <p className={css({ fontSize: 'sm' })}>
          {airBookingText('checkout.baggage', { first: bagPrice(quote.fare.baggage.firstCheckedBag), second: bagPrice(quote.fare.baggage.secondCheckedBag) })}
        </p>
      </section>
      <section aria-labelledby="passengers" className={sectionClass}>
        <h2 id="passengers" className={sectionTitleClass}>
          {airBookingText('page.traveler-information')}
        </h2>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{airBookingText('page.names-exactly-as')}</p>
        <Suspense fallback={<p>{airBookingText('page.loading-passenger-details')}</p>}>
          {passengers.map((passenger, index) => (
            <Fragment key={index}>
              <SavedTravelerChoice
                label={checkoutText('traveler.saved-for-passenger', { number: index + 1 })}
                onPick={(traveler) => {
                  changePassenger(index, { firstName: traveler.firstName, lastName: traveler.lastName })
                  // The first passenger is who the airline contacts, as on every other line.
                  if (index > 0) return
                  binding.onChange('traveler.email', traveler.email)
                  binding.onChange('traveler.phone', traveler.phone)
                }}
              />
              <PassengerFields index={index} passenger={passenger} errors={errors} onChange={(changes) => changePassenger(index, changes)} baggage={quote.fare.baggage} price={price} airlines={airlines} international={international} />
            </Fragment>
          ))}
        </Suspense>
        <div className={fieldGridClass}>
          <TextInput binding={binding} name="traveler.email" label={airBookingText('page.contact-email')} type="email" autoComplete="email" inputMode="email" helperText={airBookingText('page.we-send-the')} />
          <TextInput binding={binding} name="traveler.phone" label={airBookingText('page.contact-phone')} type="tel" autoComplete="tel" inputMode="tel" />
        </div>
      </section>
      <section aria-labelledby="seats" className={sectionClass}>
        <h2 id="seats" className={sectionTitleClass}>
          {airBookingText('page.seats')}
        </h2>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{airBookingText('page.optional-seats-left')}</p>
        <SeatChooser
          seatMaps={offer.seatMaps}
          segments={segments}
          names={names}
          seated={seated.map(({ index }) => index)}
          seats={passengers.map((passenger) => passenger.seats)}
          onChoose={(index, segmentId, seat) => {
            const { [segmentId]: _released, ...seats } = passengers[index]!.seats
            changePassenger(index, { seats: seat ? { ...seats, [segmentId]: seat } : seats })
          }}
        />
        {passengers.some((_, index) => errors[`passengers.${index}.seats`]) && (
          <p className={css({ color: 'danger.default', fontWeight: 'medium' })}>{passengers.map((_, index) => errors[`passengers.${index}.seats`]).find(Boolean)}</p>
        )}
      </section>
      <PaymentSection binding={binding} offer={paymentOffer} signedIn={status === 'authenticated'} />
      <TripProtectionSection binding={binding} offer={quote.tripProtection} currency={quote.price.currency} after={airBookingText('checkout.protection-after')} />
      <TermsSection binding={binding} accept={airBookingText('checkout.accept-terms')}>
        <p className={css({ fontSize: 'sm' })}>{fareTermsText(quote.fare.rules, price)}</p>
      </TermsSection>
    </CheckoutFrame>
  )
}
