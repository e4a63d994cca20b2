// Hotel checkout (§R2 sections: order details review, traveler information, payment,
// summary) on the shared checkout (app/features/checkout/checkout-shell.tsx): what the hotel adds is
// its order review, room preference, special requests, saved travelers and its price lines.
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router'
import { Suspense, lazy } from 'react'
import { css } from 'styled-system/css'
import { termList } from 'styled-system/recipes/term-list'
import type { HotelBookRequest, HotelQuote } from '@contracts/lxp/hotel-checkout.schema'
import { hotelBook } from '@server/bff/functions/hotel.functions'
import { useAuthStatus } from '~/features/session/use-member-session'
import { formatPoints, formatPriceFull } from '~/lib/format/money'
import { ChoiceGroup, TextInput, sectionTitleClass, type FieldBinding } from '../checkout/checkout-fields'
import { paymentTermsRequestOf, travelerRequestOf, paymentTotals } from '../checkout/checkout-form'
import { useBooking } from '../checkout/checkout-booking'
import { CheckoutFrame, PriceSummary, SummaryRow, TermsSection, TravelerSection, TripProtectionSection, submitLabelOf } from '../checkout/checkout-shell'
import { useCheckoutValues } from '../checkout/checkout-values'
import { payNowText } from './hotel-money'
import { PaymentSection } from '../checkout/lazy-payment-section'
import { saveTravelerOnceBooked } from '../checkout/saved-travelers'
import { checkoutSelectionOf, type HotelCheckoutSelection } from './hotel-checkout-params'
import { hotelQuoteQueryKey, hotelQuoteQueryOptions, platformSelectionOf } from './hotel.queries'
import { inVenueTime } from '~/lib/format/instant-day'
import { formatClock, formatStayDate } from '~/lib/format/stay-date'
import { hotelBookingText } from '~/i18n/plain/hotel-booking'
import { partyText } from '~/i18n/party-text'
import { cancellationPolicyText } from './hotel-cancellation-policy'
import { CancellationLabel } from '~/features/page-content/page-content-slot'
import { usePageContent } from '~/features/page-content/page-content'
import { formatSupplierAddress } from '@contracts/lxp/shared/address-lines'

const route = getRouteApi('/accommodations/checkout')
// Loaded only when the checkout cannot be shown: its chunk (with the line texts) stays off the first load (docs/decisions/088).
const ErrorLayout = lazy(() => import('~/features/errors/error-layout').then((module) => ({ default: module.ErrorLayout })))
const storageKey = 'accommodations-checkout-data'

// Read at render, in the visitor's locale.
const roomPreferenceOptions = () => [
  { value: 'NON_SMOKING', title: hotelBookingText('page.non-smoking') },
  { value: 'SMOKING', title: hotelBookingText('page.smoking') },
  { value: 'WHEELCHAIR_ACCESSIBLE', title: hotelBookingText('page.wheelchair-accessible') },
]

export function HotelCheckoutPage() {
  const selection = checkoutSelectionOf(route.useSearch())
  if (!selection) return <CheckoutUnavailable heading={hotelBookingText('page.choose-a-room')} message={hotelBookingText('page.checkout-needs-a')} />
  return <Checkout selection={selection} />
}

function CheckoutUnavailable({ heading, message, hotel }: { heading: string; message: string; hotel?: HotelCheckoutSelection }) {
  return (
    <Suspense fallback={null}>
      <ErrorLayout heading={heading}>
        <p>
          {message}{' '}
          {hotel ? (
            <Link to="/accommodations/offer" search={{ hotelId: hotel.hotelId, checkIn: hotel.checkIn, checkOut: hotel.checkOut, rooms: hotel.rooms, adults: hotel.adults, children: hotel.children }} className={css({ color: 'fg.link', textDecoration: 'underline' })}>
              {hotelBookingText('page.see-the-hotel')}
            </Link>
          ) : (
            <Link to="/accommodations" className={css({ color: 'fg.link', textDecoration: 'underline' })}>
              {hotelBookingText('form.search-hotels')}
            </Link>
          )}
        </p>
      </ErrorLayout>
    </Suspense>
  )
}

function Checkout({ selection }: { selection: HotelCheckoutSelection }) {
  const { data: outcome } = useSuspenseQuery(hotelQuoteQueryOptions(selection))
  if (!outcome.ok) return <CheckoutUnavailable heading={hotelBookingText('page.this-room-can')} message={outcome.errors[0]?.message ?? ''} hotel={selection} />
  return <CheckoutForm quote={outcome.value} selection={selection} />
}

function CheckoutForm({ quote, selection }: { quote: HotelQuote; selection: HotelCheckoutSelection }) {
  const { status } = useAuthStatus()
  const navigate = useNavigate()
  const booking = useBooking<HotelBookRequest>({
    storageKey,
    quoteQueryKey: hotelQuoteQueryKey,
    schema: async () => (await import('@contracts/lxp/hotel-checkout.schema')).HotelBookRequestSchema,
    book: (request, idempotencyKey) => hotelBook({ data: { body: request, headers: { 'idempotency-key': idempotencyKey } } }),
    onBooked: (request) => saveTravelerOnceBooked(values, { roomPreference: request.roomPreference }),
    confirm: (reservationId) => navigate({ to: '/accommodations/confirmation', search: { reservationId } }),
  })
  const { values, binding } = useCheckoutValues(storageKey, quote.paymentModes, booking)
  const offer = { ...quote, currency: quote.price.currency, dueNow: quote.price.dueNow }
  const totals = paymentTotals(values, offer)
  const price = (amount: number) => formatPriceFull(amount, { currency: quote.price.currency })

  const request = {
    ...platformSelectionOf(selection),
    traveler: travelerRequestOf(values),
    roomPreference: values.roomPreference,
    specialRequests: values.specialRequests,
    loyaltyCardNumber: values.loyaltyCardNumber,
    ...paymentTermsRequestOf(values, quote),
  }

  return (
    <CheckoutFrame
      booking={booking}
      onSubmit={() => void booking.submit(request)}
      formTitle={hotelBookingText('checkout.your-booking')}
      loading={{ title: hotelBookingText('page.booking-your-stay'), subtitle: quote.hotel.name }}
      submitLabel={submitLabelOf(totals, offer, values, hotelBookingText('page.book-now-pay'))}
      soldOut={{
        title: hotelBookingText('page.this-room-is'),
        action: (
          <Link to="/accommodations/offer" search={{ hotelId: selection.hotelId, checkIn: selection.checkIn, checkOut: selection.checkOut, rooms: selection.rooms, adults: selection.adults, children: selection.children }} className={css({ color: 'fg.link', textDecoration: 'underline' })}>
            {hotelBookingText('page.choose-another-room')}
          </Link>
        ),
      }}
      summary={
        <PriceSummary currency={quote.price.currency} totals={totals} total={quote.price.total} earned={totals.earned > 0 ? hotelBookingText('page.card-members-earn', { points: formatPoints(totals.earned) }) : undefined}>
          {quote.price.nightly.map((night) => (
            <SummaryRow key={night.night} term={hotelBookingText('page.night-of', { night: formatStayDate(night.night) })} amount={price(night.amount)} />
          ))}
          {/* The saving is already in the nights above: said as such, not as a line that takes it off again. */}
          {quote.price.longStayDiscount > 0 && <SummaryRow term={hotelBookingText('checkout.long-stay-saving')} amount={hotelBookingText('checkout.long-stay-saving-included', { amount: price(quote.price.longStayDiscount) })} />}
          <SummaryRow term={hotelBookingText('checkout.taxes')} amount={price(quote.price.taxes)} />
          <SummaryRow term={hotelBookingText('checkout.property-fees')} amount={price(quote.price.fees)} />
          <SummaryRow term={hotelBookingText('checkout.total')} amount={price(quote.price.total)} strong divided />
          <SummaryRow term={hotelBookingText('checkout.due-at-the')} amount={price(quote.price.dueAtProperty)} />
          <SummaryRow term={hotelBookingText('checkout.due-now')} amount={price(quote.price.dueNow)} />
        </PriceSummary>
      }
    >
      <OrderReview quote={quote} />
      <TravelerSection
        binding={binding}
        hint={hotelBookingText('page.the-name-of')}
        onPickSaved={(traveler) => traveler.roomPreference && binding.onChange('roomPreference', traveler.roomPreference)}
      >
        <ChoiceGroup legend={hotelBookingText('page.room-preference')} name="roomPreference" horizontal options={roomPreferenceOptions()} value={values.roomPreference} error={booking.errors.roomPreference} onChange={(value) => binding.onChange('roomPreference', value)} />
        <TextInput binding={binding} name="specialRequests" label={hotelBookingText('page.special-requests')} required={false} maxLength={500} helperText={hotelBookingText('page.the-hotel-does')} />
        <LoyaltyCardNumberInput binding={binding} />
      </TravelerSection>
      <PaymentSection binding={binding} offer={offer} signedIn={status === 'authenticated'} paidLater={hotelBookingText('page.due-at-property', { amount: price(quote.price.dueAtProperty) })} />
      <TripProtectionSection binding={binding} offer={quote.tripProtection} currency={quote.price.currency} after={quote.rate.refundable ? hotelBookingText('page.protection-after') : null} />
      <TermsSection binding={binding} accept={hotelBookingText('page.accept-terms')}>
        <p className={css({ fontSize: 'sm' })}>{cancellationPolicyText(quote.rate.cancellationPolicy, quote.hotel.timeZone)}</p>
        {quote.price.dueAtProperty > 0 && <p className={css({ fontSize: 'sm' })}>{hotelBookingText('page.due-at-property', { amount: price(quote.price.dueAtProperty) })}</p>}
      </TermsSection>
    </CheckoutFrame>
  )
}

function OrderReview({ quote }: { quote: HotelQuote }) {
  const { stay } = quote
  return (
    <section aria-labelledby="order-review" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <h2 id="order-review" className={sectionTitleClass}>
        {hotelBookingText('page.order-details-review')}
      </h2>
      <p className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{quote.hotel.name}</p>
      <p>
        {formatSupplierAddress(quote.hotel.address)}
      </p>
      <dl className={termList()}>
        <dt className={css({ fontWeight: 'medium' })}>{hotelBookingText('form.check-in')}</dt>
        <dd>
          {inVenueTime(hotelBookingText('page.check-in-from', { date: formatStayDate(stay.checkIn), time: formatClock(quote.hotel.checkInFrom) }), quote.hotel.timeZone)}
        </dd>
        <dt className={css({ fontWeight: 'medium' })}>{hotelBookingText('form.check-out')}</dt>
        <dd>
          {inVenueTime(hotelBookingText('page.check-out-until', { date: formatStayDate(stay.checkOut), time: formatClock(quote.hotel.checkOutUntil) }), quote.hotel.timeZone)}
        </dd>
        <dt className={css({ fontWeight: 'medium' })}>{hotelBookingText('page.stay')}</dt>
        <dd>
          {hotelBookingText('page.stay-summary', { nights: hotelBookingText.plural('page.nights', stay.nights), rooms: hotelBookingText.plural('page.rooms', stay.rooms), party: partyText({ adults: stay.adults, childAges: stay.childAges }) })}
        </dd>
        <dt className={css({ fontWeight: 'medium' })}>{hotelBookingText('page.room')}</dt>
        <dd>
          {hotelBookingText('page.room-beds', { roomName: quote.room.name, beds: quote.room.beds })}
        </dd>
        <dt className={css({ fontWeight: 'medium' })}>{hotelBookingText('page.rate')}</dt>
        <dd>
          {/* The rate's name and when it is paid, in the words of the rate on the hotel page; the summary adds up the same figures. */}
          {quote.rate.name} · {payNowText(quote.price)}
        </dd>
      </dl>
      <p className={css({ color: quote.rate.cancellationPolicy.freeCancellationUntil ? 'success.default' : 'fg.default', fontWeight: 'medium' })}>{cancellationPolicyText(quote.rate.cancellationPolicy, quote.hotel.timeZone)}</p>
      {quote.rate.cancellationPolicy.freeCancellationUntil && <CancellationLabel />}
    </section>
  )
}

/** The hotel loyalty number, where the page's content asks for it, with the content's label and help. */
function LoyaltyCardNumberInput({ binding }: { binding: FieldBinding }) {
  const input = usePageContent('loyaltyCardNumberInput')
  if (!input) return null
  return <TextInput binding={binding} name="loyaltyCardNumber" label={input.label} helperText={input.helperText} required={false} maxLength={30} autoComplete="off" />
}


