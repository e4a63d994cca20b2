// Dining checkout (§R2.20 checkout sections: order details review, traveler information, payment,
// summary) on the shared checkout (app/features/checkout/checkout-shell.tsx): what dining adds is the
// seating review, the occasion and special requests, the card guarantee of a free table and its price
// lines. Members pay by card, points, both or plan at rewards partners; guests by card.
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { termList } from 'styled-system/recipes/term-list'
import type { DiningBookRequest, DiningQuote } from '@contracts/lxp/dining.schema'
import { diningBook } from '@server/bff/functions/dining.functions'
import { useAuthStatus } from '~/features/session/use-member-session'
import { formatPoints } from '~/lib/format/money'
import { SelectInput, TextInput, sectionTitleClass } from '../checkout/checkout-fields'
import { paymentTermsRequestOf, travelerRequestOf, paymentTotals } from '../checkout/checkout-form'
import { CheckoutFrame, PriceSummary, SummaryRow, TermsSection, TravelerSection, TripProtectionSection, submitLabelOf } from '../checkout/checkout-shell'
import { PaymentSection } from '../checkout/lazy-payment-section'
import { useLineCheckout } from '../checkout/line-checkout'
import { diningPaymentTerms, diningPrice, formatParty, formatSeating } from './dining-format'
import { diningSelectionOf, type DiningSelectionInput } from './dining-params'
import { diningQuoteQueryKey, diningQuoteQueryOptions } from './dining.queries'
import { diningBookingText } from '~/i18n/plain/dining-booking'
import { OfferUnavailable } from '~/features/lines/offer-unavailable'
import { Offered } from '~/features/lines/offered'
import { cancellationPolicyDescriptionText } from '~/features/reservations/cancellation-policy-text'
import { formatSupplierAddress } from '@contracts/lxp/shared/address-lines'
import { inVenueTime } from '~/lib/format/instant-day'

const route = getRouteApi('/dining/checkout')
const storageKey = 'dining-checkout-data'
const dlClass = termList()
const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })
const dtClass = css({ fontWeight: 'medium' })
// Read at render, in the visitor's locale.
const occasionOptions = () =>
  [
    { value: 'NONE', title: diningBookingText('checkout.no-occasion') },
    { value: 'BIRTHDAY', title: diningBookingText('checkout.birthday') },
    { value: 'ANNIVERSARY', title: diningBookingText('checkout.anniversary') },
    { value: 'DATE', title: diningBookingText('checkout.date-night') },
    { value: 'BUSINESS', title: diningBookingText('checkout.business-meal') },
    { value: 'CELEBRATION', title: diningBookingText('checkout.celebration') },
  ] as const

export function DiningCheckoutPage() {
  const selection = diningSelectionOf(route.useSearch())
  if (!selection) return <OfferUnavailable line="dining" heading={diningBookingText('checkout.choose-a-restaurant')} message={diningBookingText('checkout.checkout-needs-a')} />
  return <Offered line="dining" query={diningQuoteQueryOptions(selection)} refusedHeading={(status) => (status === 404 ? diningBookingText('checkout.we-can-t') : diningBookingText('checkout.this-table-can'))}>{(quote) => <CheckoutForm quote={quote} selection={selection} />}</Offered>
}

function CheckoutForm({ quote, selection }: { quote: DiningQuote; selection: DiningSelectionInput }) {
  const { status } = useAuthStatus()
  const navigate = useNavigate()
  const { price, restaurant, booking: seating, option } = quote
  const offer = { ...quote, currency: price.currency, dueNow: price.dueNow }
  const { booking, values, binding } = useLineCheckout<DiningBookRequest>({
    storageKey,
    quoteQueryKey: diningQuoteQueryKey,
    schema: async () => (await import('@contracts/lxp/dining.schema')).DiningBookRequestSchema,
    book: diningBook,
    product: 'Dining',
    productId: restaurant.restaurantId,
    quote,
    confirm: (reservationId) => navigate({ to: '/dining/confirmation', search: { reservationId } }),
  })
  const totals = paymentTotals(values, offer)
  const money = (amount: number) => diningPrice(amount, price.currency)
  const what = option.kind === 'TABLE' ? 'table' : option.name

  const request = {
    ...selection,
    traveler: travelerRequestOf(values),
    occasion: values.occasion,
    specialRequests: values.specialRequests,
    ...paymentTermsRequestOf(values, quote),
  }

  return (
    <CheckoutFrame
      booking={booking}
      onSubmit={() => void booking.submit(request)}
      formTitle={diningBookingText('checkout.your-table')}
      loading={{ title: diningBookingText('checkout.booking-your-table'), subtitle: diningBookingText('checkout.loading-subtitle', { restaurantName: restaurant.name, seating: formatSeating(seating.date, seating.time) }) }}
      submitLabel={submitLabelOf(totals, offer, values, diningBookingText('checkout.book-the-table'))}
      summary={
        <PriceSummary currency={price.currency} totals={totals} total={price.total} earned={totals.earned > 0 ? diningBookingText('checkout.card-members-earn', { points: formatPoints(totals.earned) }) : undefined}>
          {option.kind === 'EXPERIENCE' ? (
            <>
              <SummaryRow term={`${option.name}, ${money(price.perPerson)} × ${price.partySize}`} amount={money(price.subtotal)} />
              <SummaryRow term={diningBookingText('checkout.taxes-and-service')} amount={money(price.taxes)} />
            </>
          ) : price.perPerson > 0 ? (
            <SummaryRow term={diningBookingText('checkout.table-deposit', { amount: money(price.perPerson), partySize: price.partySize })} amount={money(price.subtotal)} />
          ) : (
            <SummaryRow term={diningBookingText('checkout.table-reservation')} amount={money(0)} />
          )}
          <SummaryRow term={diningBookingText('checkout.due-now')} amount={money(price.dueNow)} strong />
        </PriceSummary>
      }
    >
      <section aria-labelledby="order-review" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h2 id="order-review" className={sectionTitleClass}>
          {diningBookingText('checkout.order-details-review')}
        </h2>
        <dl className={dlClass}>
          <dt className={dtClass}>{diningBookingText('checkout.restaurant')}</dt>
          <dd>
            {restaurant.name} · {restaurant.cuisineLabel} · {restaurant.priceLabel}
          </dd>
          <dt className={dtClass}>{diningBookingText('checkout.address')}</dt>
          <dd>
            {formatSupplierAddress(restaurant.address)}
          </dd>
          <dt className={dtClass}>{diningBookingText('checkout.when')}</dt>
          <dd>{inVenueTime(formatSeating(seating.date, seating.time), restaurant.timeZone)}</dd>
          <dt className={dtClass}>{diningBookingText('checkout.party')}</dt>
          <dd>{formatParty(seating.partySize)}</dd>
          <dt className={dtClass}>{diningBookingText('checkout.booking')}</dt>
          <dd>{option.name}</dd>
          <dt className={dtClass}>{diningBookingText('checkout.dress-code')}</dt>
          <dd>{restaurant.dressCode}</dd>
        </dl>
        <p>{diningPaymentTerms(option, price)}</p>
        <p className={css({ fontWeight: 'medium' })}>{cancellationPolicyDescriptionText(quote.cancellationPolicy, restaurant.timeZone)}</p>
        {quote.seatsLeft <= 8 && <p className={css({ color: 'danger.default' })}>{diningBookingText('checkout.only-seats-left', { seatsLeft: quote.seatsLeft })}</p>}
        <p>
          <Link to="/dining/offer" search={{ restaurantId: restaurant.restaurantId, optionId: option.id, date: seating.date, time: seating.time, guests: seating.partySize }} className={linkClass}>
            {diningBookingText(what === 'table' ? 'checkout.change-time-or-booking' : 'checkout.change-time-or-menu')}
          </Link>
        </p>
      </section>
      <TravelerSection binding={binding} hint={diningBookingText('checkout.the-table-is')}>
        <SelectInput binding={binding} name="occasion" label={diningBookingText('checkout.occasion')} options={occasionOptions()} required={false} />
        <TextInput binding={binding} name="specialRequests" label={diningBookingText('checkout.special-requests')} required={false} maxLength={500} helperText={diningBookingText('checkout.allergies-high-chair')} />
      </TravelerSection>
      {quote.cardGuarantee && (
        <p className={css({ bg: 'info.subtle', borderRadius: 'md', p: '3' })}>
          {diningBookingText('checkout.nothing-is-charged', { amount: money(quote.cancellationPolicy.penaltyAfterDeadline.amount) })}
        </p>
      )}
      <PaymentSection binding={binding} offer={offer} signedIn={status === 'authenticated'} paidLater={diningPaymentTerms(option, price)} />
      <TripProtectionSection binding={binding} offer={quote.tripProtection} currency={price.currency} after={quote.cancellationPolicy.refundable ? diningBookingText('checkout.protection-after') : null} />
      <TermsSection binding={binding} accept={diningBookingText('checkout.accept-terms')}>
        <p className={css({ fontSize: 'sm' })}>
          {diningBookingText('checkout.arrive-on-time')} {option.kind === 'TABLE' && price.dueNow > 0 ? diningBookingText('checkout.the-deposit-is') : ''}
        </p>
      </TermsSection>
    </CheckoutFrame>
  )
}
