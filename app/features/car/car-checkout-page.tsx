// Car checkout (§R2 car steps: order details review, vehicle summary, traveler information,
// payment) on the shared checkout (app/features/checkout/checkout-shell.tsx): what the car adds is its
// rental review, vehicle summary, rules and price lines.
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { termList } from 'styled-system/recipes/term-list'
import type { CarBookRequest, CarQuote } from '@contracts/lxp/car.schema'
import { carBook } from '@server/bff/functions/car.functions'
import { useAuthStatus } from '~/features/session/use-member-session'
import { formatPoints } from '~/lib/format/money'
import { sectionClass, sectionTitleClass } from '../checkout/checkout-fields'
import { paymentTermsRequestOf, travelerRequestOf, paymentTotals } from '../checkout/checkout-form'
import { CheckoutFrame, PriceSummary, SummaryRow, TermsSection, TravelerSection, TripProtectionSection, submitLabelOf } from '../checkout/checkout-shell'
import { PaymentSection } from '../checkout/lazy-payment-section'
import { useLineCheckout } from '../checkout/line-checkout'
import { carPrice, formatRentalMoment } from './car-format'
import { VehicleFeatures, vehicleTitle } from './car-parts'
import { carSelectionOf, type CarSelectionInput } from './car-criteria'
import { carQuoteQueryKey, carQuoteQueryOptions } from './car.queries'
import { useCarRulesDialog } from './car-rules-dialog'
import { carBookingText } from '~/i18n/plain/car-booking'
import { OfferUnavailable } from '~/features/lines/offer-unavailable'
import { Offered } from '~/features/lines/offered'
import { cancellationPolicyDescriptionText } from '~/features/reservations/cancellation-policy-text'
import { inVenueTime } from '~/lib/format/instant-day'

const route = getRouteApi('/mobility/checkout')
const storageKey = 'mobility-checkout-data'
const dlClass = termList()
const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })

export function CarCheckoutPage() {
  const selection = carSelectionOf(route.useSearch())
  if (!selection) return <OfferUnavailable line="mobility" heading={carBookingText('checkout.choose-a-car')} message={carBookingText('checkout.checkout-needs-a')} />
  return <Offered line="mobility" query={carQuoteQueryOptions(selection)} refusedHeading={() => carBookingText('checkout.this-car-can')}>{(quote) => <CheckoutForm quote={quote} selection={selection} />}</Offered>
}

function CheckoutForm({ quote, selection }: { quote: CarQuote; selection: CarSelectionInput }) {
  const { status } = useAuthStatus()
  const navigate = useNavigate()
  useCarRulesDialog(quote.offer.supplier.name, quote.rules, quote.price.currency)
  const offer = { ...quote, currency: quote.price.currency, dueNow: quote.price.dueNow }
  const { booking, values, binding } = useLineCheckout<CarBookRequest>({
    storageKey,
    quoteQueryKey: carQuoteQueryKey,
    schema: async () => (await import('@contracts/lxp/car.schema')).CarBookRequestSchema,
    book: carBook,
    product: 'Car Rental',
    productId: quote.offer.offerId,
    quote,
    confirm: (reservationId) => navigate({ to: '/mobility/confirmation', search: { reservationId } }),
  })
  const totals = paymentTotals(values, offer)
  const money = (amount: number) => carPrice(amount, quote.price.currency)
  const days = `${quote.rental.days} ${quote.rental.days === 1 ? 'day' : 'days'}`

  const request = {
    ...selection,
    traveler: travelerRequestOf(values),
    ...paymentTermsRequestOf(values, quote),
  }

  return (
    <CheckoutFrame
      booking={booking}
      onSubmit={() => void booking.submit(request)}
      formTitle={carBookingText('checkout.your-car-rental')}
      loading={{ title: carBookingText('checkout.booking-your-car'), subtitle: carBookingText('parts.or-similar', { model: quote.offer.vehicle.model }) }}
      submitLabel={submitLabelOf(totals, offer, values)}
      summary={
        <PriceSummary currency={quote.price.currency} totals={totals} total={quote.price.total} earned={totals.earned > 0 ? carBookingText('checkout.card-members-earn', { points: formatPoints(totals.earned) }) : undefined}>
          <SummaryRow term={carBookingText('checkout.rental-2', { days })} amount={money(quote.price.base)} />
          {quote.price.oneWayFee > 0 && <SummaryRow term={carBookingText('offer.one-way-fee')} amount={money(quote.price.oneWayFee)} />}
          {quote.price.youngDriverFee > 0 && <SummaryRow term={carBookingText('offer.young-driver-fee')} amount={money(quote.price.youngDriverFee)} />}
          {quote.extras.map((extra) => (
            <SummaryRow key={extra.id} term={`${extra.name} × ${extra.quantity}`} amount={money(extra.total.amount)} />
          ))}
          <SummaryRow term={carBookingText('checkout.taxes')} amount={money(quote.price.taxes)} />
          <SummaryRow term={carBookingText('checkout.total')} amount={money(quote.price.total)} strong />
        </PriceSummary>
      }
    >
      <section aria-labelledby="order-review" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h2 id="order-review" className={sectionTitleClass}>
          {carBookingText('checkout.order-details-review')}
        </h2>
        <dl className={dlClass}>
          <dt className={css({ fontWeight: 'medium' })}>{carBookingText('card.pick-up')}</dt>
          <dd>
            {inVenueTime(formatRentalMoment(quote.rental.pickUpDate, quote.rental.pickUpTime), quote.offer.pickUpLocation.timeZone)}, {quote.offer.pickUpLocation.name}
          </dd>
          <dt className={css({ fontWeight: 'medium' })}>{carBookingText('card.drop-off')}</dt>
          <dd>
            {inVenueTime(formatRentalMoment(quote.rental.dropOffDate, quote.rental.dropOffTime), quote.offer.dropOffLocation.timeZone)}, {quote.offer.dropOffLocation.name}
          </dd>
          <dt className={css({ fontWeight: 'medium' })}>{carBookingText('checkout.rental')}</dt>
          <dd>
            {carBookingText('checkout.driver-aged', { days, driverAge: quote.rental.driverAge })}
          </dd>
          <dt className={css({ fontWeight: 'medium' })}>{carBookingText('checkout.extras')}</dt>
          <dd>{quote.extras.length > 0 ? quote.extras.map((extra) => `${extra.name} × ${extra.quantity}`).join(', ') : carBookingText('checkout.none')}</dd>
        </dl>
        <p className={css({ color: quote.cancellationPolicy.refundable ? 'success.default' : 'fg.default', fontWeight: 'medium' })}>{cancellationPolicyDescriptionText(quote.cancellationPolicy, quote.offer.pickUpLocation.timeZone)}</p>
      </section>
      <section aria-labelledby="vehicle-summary" className={sectionClass}>
        <h2 id="vehicle-summary" className={sectionTitleClass}>
          {carBookingText('checkout.vehicle-summary')}
        </h2>
        <p className={css({ fontWeight: 'semibold' })}>
          {vehicleTitle(quote.offer, { withSupplier: true })}
        </p>
        <VehicleFeatures vehicle={quote.offer.vehicle} />
        <p>
          {carBookingText('checkout.minimum-driver-age', { age: quote.rules.minimumDriverAge })} {quote.rules.fuelPolicy}{' '}
          <a href="#show_car_rental_rules_modal" className={linkClass}>
            {carBookingText('checkout.all-rental-rules')}
          </a>
        </p>
      </section>
      <TravelerSection binding={binding} hint={carBookingText('checkout.the-main-driver')} />
      <PaymentSection binding={binding} offer={offer} signedIn={status === 'authenticated'} />
      <TripProtectionSection binding={binding} offer={quote.tripProtection} currency={quote.price.currency} after={quote.cancellationPolicy.refundable ? carBookingText('checkout.protection-after') : null} />
      <TermsSection binding={binding} accept={carBookingText('checkout.accept-terms')}>
        <p className={css({ fontSize: 'sm' })}>
          {carBookingText('checkout.deposit-held', { amount: money(quote.rules.deposit.amount) })}{' '}
          <a href="#show_car_rental_rules_modal" className={linkClass}>
            {carBookingText('checkout.car-rental-rules')}
          </a>
        </p>
      </TermsSection>
    </CheckoutFrame>
  )
}
