// Tours and transport checkout (§R2.20 checkout sections: order details review, traveler
// information, tour details, payment, summary) on the shared checkout (checkout/checkout-shell.tsx):
// what an activity adds is its review, the tour details (lead traveler, pick-up point, language,
// travelers) and its price lines. Members pay by card, points, both or plan; guests by card.
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect } from 'react'
import { css } from 'styled-system/css'
import { termList } from 'styled-system/recipes/term-list'
import type { ActivityBookRequest, ActivityQuote } from '@contracts/lxp/activity-checkout.schema'
import { activityBook } from '@server/bff/functions/activity.functions'
import { useAuthStatus } from '~/features/session/use-member-session'
import { formatPoints } from '~/lib/format/money'
import { SelectInput, TextInput, sectionClass, sectionTitleClass } from '../checkout/checkout-fields'
import { paymentTermsRequestOf, travelerRequestOf, paymentTotals } from '../checkout/checkout-form'
import { CheckoutFrame, PriceSummary, SummaryRow, TermsSection, TravelerSection, TripProtectionSection, submitLabelOf } from '../checkout/checkout-shell'
import { PaymentSection } from '../checkout/lazy-payment-section'
import { useLineCheckout } from '../checkout/line-checkout'
import { activityPrice, formatStart, kindPaths, kindWords, partyLabel, partySummary, startLabel, underOnePriceNote } from './activity-format'
import { activitySelectionOf, type ActivitySelectionInput } from './activity-criteria'
import { type ActivityKind, type ActivityOfferParams } from './activity-params'
import { linkClass } from './activity-parts'
import { activityQuoteQueryKey, activityQuoteQueryOptions } from './activity.queries'
import { activityTermsText } from '~/i18n/plain/activity-terms'
import { activityBookingText } from '~/i18n/plain/activity-booking'
import { OfferUnavailable } from '~/features/lines/offer-unavailable'
import { Offered } from '~/features/lines/offered'
import { cancellationPolicyDescriptionText } from '~/features/reservations/cancellation-policy-text'
import { inVenueTime } from '~/lib/format/instant-day'

/** §R3: the activities checkout is kept under its own storage item. */
const dlClass = termList()
const dtClass = css({ fontWeight: 'medium' })

export function ActivityCheckoutPage({ kind }: { kind: ActivityKind }) {
  const params = useSearch({ strict: false }) as ActivityOfferParams
  const selection = activitySelectionOf(params)
  if (!selection) return <OfferUnavailable line={kindWords[kind].line} heading={activityBookingText('checkout.choose-a-first', { noun: kindWords[kind].noun })} message={activityBookingText('checkout.checkout-needs-a', { noun: kindWords[kind].noun })} />
  return <Offered line={kindWords[kind].line} query={activityQuoteQueryOptions(selection)} refusedHeading={() => activityBookingText('checkout.this-can-t', { noun: kindWords[kind].noun })}>{(quote) => <CheckoutForm kind={kind} quote={quote} selection={selection} />}</Offered>
}

function CheckoutForm({ kind, quote, selection }: { kind: ActivityKind; quote: ActivityQuote; selection: ActivitySelectionInput }) {
  const { status } = useAuthStatus()
  const navigate = useNavigate()
  const offer = { ...quote, currency: quote.price.currency, dueNow: quote.price.dueNow }
  const { booking, values, setValues, binding } = useLineCheckout<ActivityBookRequest>({
    storageKey: `${kindWords[kind].line}-checkout-data`,
    quoteQueryKey: activityQuoteQueryKey,
    schema: async () => (await import('@contracts/lxp/activity-checkout.schema')).activityBookRequestSchemaFor(quote.activity),
    book: activityBook,
    product: 'Activity',
    productId: quote.activity.activityId,
    quote,
    confirm: (reservationId) => navigate({ to: kindPaths[kind].confirmation, search: { reservationId } }),
  })
  const { languages, pickUp, dropOff } = quote.activity
  // The first language offered until the traveller picks another (a stored one from another activity may not be offered here).
  const language = languages.some((entry) => entry.code === values.language) ? values.language : (languages[0]?.code ?? '')
  useEffect(() => {
    if (language !== values.language) setValues((current) => ({ ...current, language }))
  }, [language, values.language, setValues])
  const totals = paymentTotals(values, offer)
  const money = (amount: number) => activityPrice(amount, quote.price.currency)
  const party = partySummary(kind, quote.travelers, quote.childAges, { withAges: true })
  const unit = quote.option.pricedPer === 'TRAVELER' ? (kind === 'tour' ? 'ticket' : 'seat') : kind === 'tour' ? 'group' : 'vehicle'
  const units = activityBookingText.plural(`checkout.units.${unit}`, quote.price.units)
  // Children's tickets at their own price (70 % of an adult's, docs/decisions/098) on a line of their own.
  const { childUnits, childUnitTotal, unitTotal, nightSurcharge, bookingFee, taxes } = quote.price
  const includedCharges = activityBookingText(nightSurcharge > 0 ? 'checkout.included-with-night' : 'checkout.included', { nightSurcharge: money(nightSurcharge), fee: money(bookingFee), taxes: money(taxes) })
  const adultUnits = quote.price.units - childUnits
  const underOneNote = underOnePriceNote(quote.childAges, childUnits)
  const { route } = quote.activity

  const request = {
    ...selection,
    traveler: travelerRequestOf(values),
    pickUpPoint: values.pickUpPoint,
    dropOffPoint: values.dropOffPoint,
    language,
    specialRequests: values.specialRequests,
    ...paymentTermsRequestOf(values, quote),
  }
  const changeLink = { activityId: selection.activityId, date: selection.date, travelers: selection.travelers, childAges: selection.childAges?.join(','), optionId: selection.optionId, time: selection.time, from: selection.from, to: selection.to }

  return (
    <CheckoutFrame
      booking={booking}
      onSubmit={() => void booking.submit(request)}
      formTitle={activityBookingText('checkout.your', { noun: kindWords[kind].noun })}
      loading={{ title: kind === 'tour' ? activityBookingText('checkout.booking-your-tour') : activityBookingText('checkout.booking-your-transfer'), subtitle: quote.activity.title }}
      submitLabel={submitLabelOf(totals, offer, values)}
      soldOut={{
        title: activityBookingText('checkout.no-room-left'),
        action: (
          <Link to={kindPaths[kind].offer} search={{ ...changeLink, optionId: undefined }} className={linkClass}>
            {activityBookingText('checkout.choose-another-time')}
          </Link>
        ),
      }}
      summary={
        <PriceSummary currency={quote.price.currency} totals={totals} total={quote.price.total} earned={totals.earned > 0 ? activityBookingText('checkout.card-members-earn', { points: formatPoints(totals.earned) }) : undefined}>
          {/* Each ticket at the all-in price the offer page stated, so the lines add up to the total (issue 36). */}
          {childUnits > 0 ? (
            <>
              <SummaryRow term={activityBookingText('checkout.units-at', { option: quote.option.name, units: activityBookingText.plural('checkout.units.adult-ticket', adultUnits), price: money(unitTotal) })} amount={money(unitTotal * adultUnits)} />
              <SummaryRow
                term={
                  <>
                    {activityBookingText('checkout.units-at', { option: quote.option.name, units: activityBookingText.plural('checkout.units.child-ticket', childUnits), price: money(childUnitTotal) })}
                    {/* Beside the children's price: that a child under 1 pays it too (issue 36). */}
                    {underOneNote && <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>{underOneNote}</span>}
                  </>
                }
                amount={money(childUnitTotal * childUnits)}
              />
            </>
          ) : (
            <SummaryRow term={activityBookingText('checkout.units-at', { option: quote.option.name, units, price: money(unitTotal) })} amount={money(unitTotal * quote.price.units)} />
          )}
          <SummaryRow
            term={
              <>
                {activityBookingText('checkout.total')}
                <span className={css({ display: 'block', fontSize: 'sm', fontWeight: 'normal', color: 'fg.muted' })}>{includedCharges}</span>
              </>
            }
            amount={money(quote.price.total)}
            strong
            divided
          />
        </PriceSummary>
      }
    >
      <section aria-labelledby="order-review" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h2 id="order-review" className={sectionTitleClass}>
          {activityBookingText('checkout.order-details-review')}
        </h2>
        <p className={css({ fontWeight: 'semibold' })}>{quote.activity.title}</p>
        <dl className={dlClass}>
          <dt className={dtClass}>{startLabel(kind)}</dt>
          <dd>{inVenueTime(formatStart(quote.date, quote.time), quote.timeZone)}</dd>
          {route && (
            <>
              <dt className={dtClass}>{activityBookingText('checkout.route')}</dt>
              <dd>
                {activityTermsText('route.from-to', { from: route.from.name, to: route.to.name })}
              </dd>
            </>
          )}
          <dt className={dtClass}>{activityBookingText('checkout.option')}</dt>
          <dd>{quote.option.name}</dd>
          <dt className={dtClass}>{activityBookingText('checkout.duration')}</dt>
          <dd>{quote.activity.durationLabel}</dd>
          <dt className={dtClass}>{partyLabel(kind)}</dt>
          <dd>{party}</dd>
          {quote.activity.meetingPoint && (
            <>
              <dt className={dtClass}>{activityBookingText('checkout.meeting-point')}</dt>
              <dd>{quote.activity.meetingPoint.name}</dd>
            </>
          )}
        </dl>
        <p className={css({ color: quote.cancellationPolicy.refundable ? 'success.default' : 'fg.default', fontWeight: 'medium' })}>{cancellationPolicyDescriptionText(quote.cancellationPolicy, quote.timeZone)}</p>
        <p>
          <Link to={kindPaths[kind].offer} search={changeLink} className={linkClass}>
            {activityBookingText('checkout.change-the-date')}
          </Link>
        </p>
      </section>
      <TravelerSection binding={binding} hint={activityBookingText('checkout.the-lead-traveler', { supplierName: quote.activity.supplier.name, noun: kindWords[kind].noun })} />
      <section aria-labelledby="tour-details" className={sectionClass}>
        <h2 id="tour-details" className={sectionTitleClass}>
          {kind === 'tour' ? activityBookingText('checkout.tour-details') : activityBookingText('checkout.transfer-details')}
        </h2>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {activityBookingText('checkout.lead-traveler-the', { party, description: pickUp.description })}
        </p>
        {pickUp.offered && <TextInput binding={binding} name="pickUpPoint" label={pickUp.label} required={pickUp.required} maxLength={200} autoComplete="off" />}
        {dropOff && (dropOff.offered ? <TextInput binding={binding} name="dropOffPoint" label={dropOff.label} required={dropOff.required} maxLength={200} autoComplete="off" helperText={dropOff.description} /> : <p>{dropOff.description}</p>)}
        <SelectInput binding={{ ...binding, values: { ...values, language } }} name="language" label={activityBookingText('checkout.language')} options={languages.map((entry) => ({ value: entry.code, title: entry.label }))} />
        <TextInput binding={binding} name="specialRequests" label={activityBookingText('checkout.special-requests-optional')} required={false} maxLength={500} helperText={kind === 'tour' ? activityBookingText('checkout.diets-allergies-accessibility') : activityBookingText('checkout.transfer-requests-hint')} />
      </section>
      <PaymentSection binding={binding} offer={offer} signedIn={status === 'authenticated'} />
      <TripProtectionSection binding={binding} offer={quote.tripProtection} currency={quote.price.currency} after={quote.cancellationPolicy.refundable ? activityBookingText('checkout.protection-after') : null} />
      <TermsSection binding={binding} accept={activityBookingText('checkout.i-accept-the', { noun: kindWords[kind].noun })}>
        <p className={css({ fontSize: 'sm' })}>
          {activityBookingText('checkout.runs-this', { supplierName: quote.activity.supplier.name, noun: kindWords[kind].noun, description: cancellationPolicyDescriptionText(quote.cancellationPolicy, quote.timeZone) })}
        </p>
      </TermsSection>
    </CheckoutFrame>
  )
}
