// Changing a hotel stay's dates or guests (§R2 reservation view; §R3–§R4 checkout sections,
// payment modes and the 2 s focus rule): where the rate allows, new dates and guests (prefilled from
// the booking) are re-priced by the platform and the difference is paid with the shared payment and
// terms sections, or refunded; where it does not, the page says why before anything is typed.
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router'
import { Suspense, lazy, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { stayChangeRefusal } from '@contracts/domain/exchange'
import type { HotelStayChangeBookData, HotelStayChangeQuote } from '@contracts/lxp/hotel-checkout.schema'
import type { HotelReservation } from '@contracts/lxp/reservations.schema'
import { hotelStayChange } from '@server/bff/functions/hotel.functions'
import { sectionTitleClass } from '~/features/checkout/checkout-fields'
import { paymentRequestOf, paymentTotals } from '~/features/checkout/checkout-form'
import { useBooking } from '~/features/checkout/checkout-booking'
import { CheckoutFrame, PriceSummary, SummaryRow, TermsSection } from '~/features/checkout/checkout-shell'
import { useCheckoutValues } from '~/features/checkout/checkout-values'
import { PaymentSection } from '~/features/checkout/payment-section'
import { ReservationPage } from '~/features/reservations/reservation-page'
import { ChangeForm, DateField } from '~/features/reservations/change-form'
import { pageClass, pageHeadingClass, ReservationLink } from '~/features/reservations/reservation-parts'
import { useAuthStatus } from '~/features/session/use-member-session'
import { formatPoints, formatPriceFull } from '~/lib/format/money'
import { formatStayDate } from '~/lib/format/stay-date'
import { hotelTripText } from '~/i18n/plain/hotel-trip'
import { cancellationPolicyText } from './hotel-cancellation-policy'
import { Alert } from '~/ui/alert'
import { Container } from '~/ui/container'
import { countOptions } from '~/lib/options/travel-options'
import { hotelReservationQueryOptions } from './hotel.queries'
import { hotelReservations } from './hotel-reservation-page'
import { hotelStayChangeQuoteQueryOptions, type StayChoice } from './hotel.queries'
import { useBookableFrom } from '~/lib/search-dates'
import { focusAtTop } from '~/lib/reveal-at-top'
import { announce } from '~/features/focus-and-announcements/page-announcer'
import { checkChildAges, ChildrenFields } from './hotel-children-fields'
import { stayPartyText } from './hotel-reservation-details'

const changeRoute = getRouteApi('/_member/reservations/change/hotel')
const guestCounts = countOptions()
// The design system's Select brings Ark's select machine (about 30 KB gzip): loaded after the page's first scripts.
const Select = lazy(() => import('~/ui/select').then((module) => ({ default: module.Select })))

// "See the new price" leads to the same page with the new stay in its address: no page change, so the site's focus on
// navigation does not move the focus, and the pressed button is gone. Set by that press, the priced step takes the
// focus to its heading and says the new price, as a page arrival would (issue 43); a page opened at that step does not.
let pricedByThePage = false

export function HotelStayChangePage() {
  const { checkIn, checkOut, adults, children, edit } = changeRoute.useSearch()
  const chosen = checkIn && checkOut && adults ? { checkIn, checkOut, adults, childAges: children ?? [] } : undefined
  return (
    <ReservationPage {...hotelReservations}>
      {(reservation, reservationId) => (chosen && !edit ? <StayChangeReview reservationId={reservationId} reservation={reservation} stay={chosen} /> : <NewStayForm key={JSON.stringify(chosen)} reservation={reservation} picked={chosen} />)}
    </ReservationPage>
  )
}

function StayNow({ reservation }: { reservation: HotelReservation }) {
  const { stay } = reservation
  return (
    <section aria-labelledby="stay-now" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <h2 id="stay-now" className={sectionTitleClass}>
        {hotelTripText('change.now')}
      </h2>
      <p>{hotelTripText('change.now-text', { hotel: reservation.hotel.name, room: reservation.room.name, checkIn: formatStayDate(stay.checkIn), checkOut: formatStayDate(stay.checkOut), party: stayPartyText(stay), rate: reservation.rate.name })}</p>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{cancellationPolicyText(reservation.rate.cancellationPolicy, reservation.hotel.timeZone)}</p>
    </section>
  )
}

/** The dates and guests chosen before, kept in the address "Choose other dates" leads to (issue 36). */
function otherDatesSearch(reservationId: string, stay: StayChoice) {
  return { reservationId, checkIn: stay.checkIn, checkOut: stay.checkOut, adults: stay.adults, children: stay.childAges.length > 0 ? [...stay.childAges] : undefined, edit: true as const }
}

/** New dates and guests, starting from those chosen before (`picked`) or the booked ones, or why the stay cannot change. */
function NewStayForm({ reservation, picked }: { reservation: HotelReservation; picked?: StayChoice }) {
  const navigate = useNavigate()
  const childrenId = useId()
  const [error, setError] = useState<string>()
  // Judged on the hotel's clock, as the platform judges it (issue 37).
  const today = useBookableFrom(reservation.hotel.timeZone)
  const refusal = stayChangeRefusal(reservation, today)
  const maxGuests = reservation.room.maxOccupancy * reservation.stay.rooms
  // The usual counts (§R9, 1 to 20): a count the room cannot sleep is refused before it is taken (§R4 pre-change check), with why.
  const start = picked ?? reservation.stay
  const [guests, setGuests] = useState(String(start.adults))
  const [children, setChildren] = useState(start.childAges.map(String))
  const [guestsError, setGuestsError] = useState<string>()
  const [childAgeError, setChildAgeError] = useState<string>()
  const tooMany = hotelTripText('change.too-many-guests', { room: reservation.room.name, max: maxGuests })
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const stay = { checkIn: String(form.get('checkIn') ?? ''), checkOut: String(form.get('checkOut') ?? ''), adults: Number(form.get('adults')), children: children.length > 0 ? children.map(Number) : undefined }
    if (!stay.checkIn || !stay.checkOut || stay.checkOut <= stay.checkIn) return setError(hotelTripText('change.check-out-after'))
    if (stay.adults + children.length > maxGuests) return setGuestsError(tooMany)
    if (!checkChildAges(childrenId, children, setChildAgeError)) return
    pricedByThePage = true
    void navigate({ to: '/reservations/change/hotel', search: { reservationId: reservation.reservationId, ...stay } })
  }
  return (
    <Container className={pageClass}>
      <h1 className={pageHeadingClass}>{hotelTripText('change.heading')}</h1>
      <StayNow reservation={reservation} />
      <ChangeForm refusal={refusal && { title: hotelTripText('change.cannot'), message: refusal.message }} id="new-stay" heading={hotelTripText('change.new')} error={error} onSubmit={submit} submitLabel={hotelTripText('change.see-price')}>
        <DateField label={hotelTripText('change.check-in')} name="checkIn" defaultValue={start.checkIn} />
        <DateField label={hotelTripText('change.check-out')} name="checkOut" defaultValue={start.checkOut} />
        <Suspense fallback={null}>
          <Select
            label={hotelTripText('change.adults')}
            name="adults"
            required
            items={guestCounts}
            value={guests}
            onValueChange={setGuests}
            beforeChange={(next) => {
              const fits = Number(next) + children.length <= maxGuests
              setGuestsError(fits ? undefined : tooMany)
              return fits
            }}
            error={guestsError}
          />
        </Suspense>
        <ChildrenFields id={childrenId} ages={children} onChange={setChildren} missingError={childAgeError} />
      </ChangeForm>
      <p>
        <ReservationLink type="hotel" page="view" reservationId={reservation.reservationId}>
          {hotelTripText('change.back-to-reservation')}
        </ReservationLink>
      </p>
    </Container>
  )
}

function StayChangeReview({ reservationId, reservation, stay }: { reservationId: string; reservation: HotelReservation; stay: StayChoice }) {
  const { data: outcome } = useSuspenseQuery(hotelStayChangeQuoteQueryOptions(reservationId, stay))
  if (!outcome.ok) {
    return (
      <Container className={pageClass}>
        <h1 className={pageHeadingClass}>{hotelTripText('change.heading')}</h1>
        <StayNow reservation={reservation} />
        <Alert variant="block-error" title={hotelTripText('change.cannot')}>
          {outcome.errors[0]?.message}
        </Alert>
        <p>
          <Link to="/reservations/change/hotel" search={otherDatesSearch(reservationId, stay)} className={css({ color: 'fg.link', textDecoration: 'underline' })}>
            {hotelTripText('change.other-dates')}
          </Link>
        </p>
      </Container>
    )
  }
  return <StayChangeCheckout reservationId={reservationId} stay={stay} quote={outcome.value} timeZone={reservation.hotel.timeZone} />
}

function StayChangeCheckout({ reservationId, stay, quote, timeZone }: { reservationId: string; stay: StayChoice; quote: HotelStayChangeQuote; timeZone: string }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { status } = useAuthStatus()
  const booking = useBooking<HotelStayChangeBookData>({
    storageKey: 'accommodations-checkout-data',
    quoteQueryKey: hotelStayChangeQuoteQueryOptions(reservationId, stay).queryKey,
    schema: () => import('@contracts/lxp/hotel-checkout.schema').then((module) => module.HotelStayChangeBookRequestSchema),
    book: async (request, idempotencyKey) => {
      const answer = await hotelStayChange({ data: { params: { reservationId }, body: request, headers: { 'idempotency-key': idempotencyKey } } })
      if (answer.ok) queryClient.setQueryData(hotelReservationQueryOptions(reservationId).queryKey, answer)
      return answer
    },
    confirm: async () => {
      await navigate({ to: '/reservations/view/hotel', search: { reservationId } })
    },
  })
  const { values, binding } = useCheckoutValues('accommodations-checkout-data', quote.paymentModes, booking)
  const currency = quote.price.currency
  const price = (amount: number) => formatPriceFull(amount, { currency })
  const paymentOffer = { ...quote, currency, dueNow: quote.amountDue }
  const totals = paymentTotals(values, paymentOffer)
  const request = { ...stay, expectedAmountDue: quote.amountDue, ...(quote.amountDue > 0 ? { payment: paymentRequestOf(values, quote.points) } : {}), acceptTerms: values.acceptTerms }
  const differenceText = quote.difference < 0 ? `−${price(-quote.difference)}` : price(quote.difference)
  const headingRef = useRef<HTMLHeadingElement>(null)
  // What is paid at the hotel is in each stay's total but not in the difference paid now: said for both, so the lines add up.
  const atHotel = quote.previousPrice.dueAtProperty > 0 || quote.newPrice.dueAtProperty > 0
  useEffect(() => {
    if (!pricedByThePage || !headingRef.current) return
    pricedByThePage = false
    focusAtTop(headingRef.current)
    // Said as the summary says it: with what is paid at the hotel aside, where some is (issue 36).
    announce(atHotel ? hotelTripText('change.priced-at-hotel', { total: price(quote.newPrice.total), atHotel: price(quote.newPrice.dueAtProperty), difference: differenceText }) : hotelTripText('change.priced', { total: price(quote.newPrice.total), difference: differenceText }))
    // Once, as the step arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const submitLabel = totals.cardNow > 0 ? hotelTripText('change.submit-pay', { amount: price(totals.cardNow) }) : totals.pointsUsed > 0 ? hotelTripText('change.submit-points', { points: formatPoints(totals.pointsUsed) }) : hotelTripText('change.submit')
  return (
    <CheckoutFrame
      booking={booking}
      onSubmit={() => void booking.submit(request)}
      title={hotelTripText('change.heading')}
      formTitle={hotelTripText('change.form-title')}
      loading={{ title: hotelTripText('change.changing'), subtitle: formatStayDate(quote.stay.checkIn) }}
      submitLabel={submitLabel}
      steps={quote.amountDue > 0 ? ['payment', 'review'] : ['review']}
      summary={
        <PriceSummary currency={currency} totals={totals}>
          <SummaryRow term={hotelTripText('change.previous-total')} amount={price(quote.previousPrice.total)} />
          {atHotel && <SummaryRow term={hotelTripText('change.previous-at-hotel')} amount={price(quote.previousPrice.dueAtProperty)} />}
          <SummaryRow term={hotelTripText('change.new-total')} amount={price(quote.newPrice.total)} />
          {atHotel && <SummaryRow term={hotelTripText('change.new-at-hotel')} amount={price(quote.newPrice.dueAtProperty)} />}
          <SummaryRow term={hotelTripText(atHotel ? 'change.difference-at-hotel' : 'change.difference')} amount={differenceText} divided />
          {quote.refund > 0 && <SummaryRow strong term={hotelTripText('change.back')} amount={price(quote.refund)} />}
        </PriceSummary>
      }
    >
      <section aria-labelledby="new-stay-review" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h2 id="new-stay-review" ref={headingRef} tabIndex={-1} className={sectionTitleClass}>
          {hotelTripText('change.new-stay')}
        </h2>
        <p>{hotelTripText('change.new-stay-text', { checkIn: formatStayDate(quote.stay.checkIn), checkOut: formatStayDate(quote.stay.checkOut), nights: hotelTripText.plural('reservation-details.nights', quote.stay.nights), party: stayPartyText(quote.stay) })}</p>
        <p>{quote.description}</p>
        <p>
          <Link to="/reservations/change/hotel" search={otherDatesSearch(reservationId, stay)} className={css({ color: 'fg.link', textDecoration: 'underline' })}>
            {hotelTripText('change.other-dates')}
          </Link>
        </p>
      </section>
      {quote.amountDue > 0 && <PaymentSection binding={binding} offer={paymentOffer} signedIn={status === 'authenticated'} />}
      <TermsSection binding={binding} accept={hotelTripText('change.accept')}>
        <p className={css({ fontSize: 'sm' })}>{hotelTripText('change.terms', { policy: cancellationPolicyText(quote.rate.cancellationPolicy, timeZone) })}</p>
      </TermsSection>
    </CheckoutFrame>
  )
}
