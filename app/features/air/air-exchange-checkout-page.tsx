// Flight exchange checkout (§R2 flight exchange; §R3–§R4 checkout sections, payment modes and the
// 2 s focus on the first failing field; analytics page type "modify"): the new flights, where each
// passenger sits and the new flights' seat maps to choose on, the money of the change from the simulator's quote (the numbers it charges or gives
// back), and the shared payment (card, points or both) and terms sections. Trip protection is not
// offered on a change (docs/decisions/078-exchange-money.md), so its shared section stays hidden.
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { fullName } from '@contracts/domain/person'
import type { AirExchangeBookData, AirExchangeQuote } from '@contracts/lxp/air-exchange.schema'
import type { AirReservation } from '@contracts/lxp/air-checkout.schema'
import { airExchangeBook } from '@server/bff/functions/air.functions'
import { ItinerarySummary } from '~/features/air/air-itinerary-summary'
import { sectionTitleClass } from '~/features/checkout/checkout-fields'
import { paymentRequestOf, paymentTotals } from '~/features/checkout/checkout-form'
import { useBooking } from '~/features/checkout/checkout-booking'
import { CheckoutFrame, PriceSummary, SummaryRow, TermsSection, TripProtectionSection, submitLabelOf } from '~/features/checkout/checkout-shell'
import { useCheckoutValues } from '~/features/checkout/checkout-values'
import { PaymentSection } from '~/features/checkout/payment-section'
import { useAuthStatus } from '~/features/session/use-member-session'
import { formatPoints } from '~/lib/format/money'
import { airExchangeQuoteQueryOptions, airReservationQueryOptions } from './air.queries'
import { ChooseBookingFirst, Refused, price } from './air-exchange-common'
import { ExchangeSeats, useExchangeSeats } from './air-exchange-seats'
import { airBookingText } from '~/i18n/plain/air-booking'
import { airTripText } from '~/i18n/plain/air-trip'

const checkoutRoute = getRouteApi('/flights/exchange/checkout')

export function ExchangeCheckoutPage() {
  const { reservationId, offerId } = checkoutRoute.useSearch()
  if (!reservationId) return <ChooseBookingFirst />
  if (!offerId) return <Refused message={airTripText('exchange-checkout.choose-the-new')} />
  return <ExchangeCheckoutLoaded reservationId={reservationId} offerId={offerId} />
}

function ExchangeCheckoutLoaded({ reservationId, offerId }: { reservationId: string; offerId: string }) {
  const { data: outcome } = useSuspenseQuery(airExchangeQuoteQueryOptions(reservationId, offerId))
  const { data: booked } = useSuspenseQuery(airReservationQueryOptions(reservationId))
  if (!outcome.ok) return <Refused message={outcome.errors[0]?.message ?? airTripText('exchange-checkout.these-flights-cannot')} />
  if (!booked.ok) return <ChooseBookingFirst />
  return <ExchangeCheckout reservationId={reservationId} offerId={offerId} quote={outcome.value} reservation={booked.value} />
}

function ExchangeCheckout({ reservationId, offerId, quote, reservation }: { reservationId: string; offerId: string; quote: AirExchangeQuote; reservation: AirReservation }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { status } = useAuthStatus()
  const booking = useBooking<AirExchangeBookData>({
    storageKey: 'flights-exchange-data',
    quoteQueryKey: airExchangeQuoteQueryOptions(reservationId, offerId).queryKey,
    schema: () => import('@contracts/lxp/air-exchange.schema').then((module) => module.AirExchangeBookRequestSchema),
    book: async (request, idempotencyKey) => {
      const answer = await airExchangeBook({ data: { params: { reservationId }, body: request, headers: { 'idempotency-key': idempotencyKey } } })
      if (answer.ok) queryClient.setQueryData(airReservationQueryOptions(reservationId).queryKey, answer)
      return answer
    },
    confirm: async () => {
      await navigate({ to: '/flights/exchange/confirmation', search: { reservationId } })
    },
  })
  const names = reservation.passengers.map((passenger) => fullName(passenger))
  const seated = reservation.passengers.flatMap((passenger, index) => (passenger.type === 'INFANT_IN_LAP' ? [] : [index]))
  const [seats, setSeats] = useExchangeSeats(quote, reservation.passengers.length)
  const { values, binding } = useCheckoutValues('flights-exchange-data', quote.paymentModes, booking)
  const paymentOffer = { ...quote, currency: quote.price.currency, dueNow: quote.amountDue }
  const totals = paymentTotals(values, paymentOffer)
  const request = {
    offerId,
    expectedAmountDue: quote.amountDue,
    ...(quote.seatMaps.length > 0 ? { seats } : {}),
    ...(quote.amountDue > 0 ? { payment: paymentRequestOf(values, quote.points) } : {}),
    acceptTerms: values.acceptTerms,
  }
  const pay = (amount: number) => price(amount)
  const submitLabel =
    totals.cardNow > 0
      ? airTripText('exchange-checkout.change-flights-and', { amount: pay(totals.cardNow) })
      : totals.pointsUsed > 0
        ? airTripText('exchange-checkout.change-with-points', { points: formatPoints(totals.pointsUsed) })
        : submitLabelOf(totals, paymentOffer, values, airBookingText('reservation.change-flights'))

  return (
    <CheckoutFrame
      booking={booking}
      onSubmit={() => void booking.submit(request)}
      title={airTripText('exchange-checkout.review-your-change')}
      formTitle={airTripText('exchange-checkout.form-title')}
      loading={{ title: airTripText('exchange-checkout.changing'), subtitle: quote.itinerary.bounds[0]!.segments[0]!.from.city }}
      submitLabel={submitLabel}
      steps={quote.amountDue > 0 ? ['payment', 'review'] : ['review']}
      summary={
        <PriceSummary currency={quote.price.currency} totals={totals}>
          <SummaryRow term={airTripText('exchange-checkout.previous-price')} amount={pay(quote.previousFare)} />
          <SummaryRow term={airTripText('exchange-checkout.new-price')} amount={pay(quote.newFare)} />
          <SummaryRow term={airTripText('exchange-checkout.price-difference')} amount={quote.fareDifference < 0 ? `−${pay(-quote.fareDifference)}` : pay(quote.fareDifference)} divided />
          <SummaryRow term={airTripText('exchange-checkout.change-fee')} amount={pay(quote.changeFee)} />
          {quote.credit > 0 && (
            <SummaryRow
              strong
              term={airTripText(quote.creditAs === 'POINTS' ? 'exchange-checkout.back-as-points' : 'exchange-checkout.back-as-credit')}
              amount={quote.creditAs === 'POINTS' ? `${formatPoints(quote.creditPoints)} (${pay(quote.credit)})` : pay(quote.credit)}
            />
          )}
        </PriceSummary>
      }
    >
      <section aria-labelledby="exchange-review" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <h2 id="exchange-review" className={sectionTitleClass}>
          {airTripText('exchange-checkout.your-new-flights')}
        </h2>
        <ItinerarySummary itinerary={quote.itinerary} detailed />
        <p>{quote.description}</p>
      </section>
      <ExchangeSeats quote={quote} names={names} seated={seated} seats={seats} onChange={setSeats} error={Object.entries(booking.errors).find(([field, message]) => field.startsWith('seats') && message)?.[1]} />
      {quote.amountDue > 0 && <PaymentSection binding={binding} offer={paymentOffer} signedIn={status === 'authenticated'} />}
      <TripProtectionSection binding={binding} offer={quote.tripProtection} currency={quote.price.currency} after={airBookingText('checkout.protection-after')} />
      <TermsSection binding={binding} accept={airTripText('exchange-checkout.accept')}>
        <p className={css({ fontSize: 'sm' })}>{airTripText('exchange-checkout.terms', { rules: quote.fare.rules.description })}</p>
      </TermsSection>
    </CheckoutFrame>
  )
}
