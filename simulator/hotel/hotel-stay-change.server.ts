// Changing a hotel stay's dates or guests (the same room type, rate and number of rooms), where the
// rate allows: a refundable rate before its free cancellation deadline and before check-in. The new
// stay is re-priced at the rate; the difference in what is due now is paid like a booking (card,
// points or both) or refunded the way it was paid (contracts/domain/exchange.ts), and what is due at
// the hotel follows the new price. The room nights move in one transaction, once per idempotency key.
import { eq } from 'drizzle-orm'
import type { HotelBookData, HotelQuote, HotelSelection, HotelStayChangeBookData, HotelStayChangeQuote } from '@contracts/lxp/hotel-checkout.schema'
import type { HotelReservation, ReservationSummary } from '@contracts/lxp/reservations.schema'
import { refundWays, stayChangeMoneyOf, stayChangeRefusal } from '@contracts/domain/exchange'
import type { VenueClock } from '@contracts/domain/venue-time'
import type { Database } from '../db/database'
import { today as clockToday, venueDay } from '../clock'
import { formatAmount, type BookingLine } from '../booking/booking-line'
import type { FindBooking } from '../booking/booking-pipeline.server'
import { changePaymentTermsOf, earnedPointsAfterChange, settleChangePayment } from '../booking/payment-terms'
import { once, previousAnswer, requestHashOf } from '../idempotency.server'
import { linePoints } from '../loyalty/line-points.server'
import { adjustPoints, creditPoints, pointsAccount } from '../loyalty/points-account.server'
import { withoutCardSecrets } from '../loyalty/settle-payment'
import { paidTotals } from '../reservations/paid-totals'
import type { ReservationAccess } from '../reservations/reservation-access.server'
import { SimulatorError } from '../simulator-error'
import { simReservations } from '../simulator.tables'
import { releaseRoomNights, reserveRoomNights } from './hotel-availability.server'
import { quoteHotelRate, type HotelRateQuote } from './hotel-offer.server'
import { hotelEarnRate } from './hotel-choices'
import { nightsOf } from '../shared/calendar'

/** What a stay change asks of the hotel's booking pipeline, which hotel-line.server.ts declares and hands it: the booking, its quote and its summary. */
type HotelBooking = { find: FindBooking; line: Pick<BookingLine<HotelSelection, HotelRateQuote, HotelQuote, HotelBookData, HotelReservation, void, VenueClock>, 'quoteOf' | 'summaryOf'> }

/** `childAges` left out: the children already booked. */
type NewStay = { checkIn: string; checkOut: string; adults: number; childAges?: number[] }

/** The reservation if its rate and state allow a change today (the hotel's, issue 37), else why not. */
function changeable(reservation: HotelReservation, today: string) {
  const refusal = stayChangeRefusal(reservation, venueDay(reservation.hotel.timeZone, today))
  if (refusal) throw new SimulatorError(refusal.code, refusal.message, { field: 'reservationId' })
  return reservation
}

/** Whose points may pay: the member who booked, signed in. */
const payerOf = (row: { customerId: string }, access: ReservationAccess) => (access.customerId && access.customerId === row.customerId ? access.customerId : undefined)

async function stayChangeQuoteOf(booking: HotelBooking, db: Database, reservation: HotelReservation, stay: NewStay, payer: string | undefined, today: string) {
  const childAges = stay.childAges ?? reservation.stay.childAges
  const sameChildren = childAges.join(',') === reservation.stay.childAges.join(',')
  if (stay.checkIn === reservation.stay.checkIn && stay.checkOut === reservation.stay.checkOut && stay.adults === reservation.stay.adults && sameChildren) {
    throw new SimulatorError('INVALID_CRITERIA', 'These are the dates and guests you already have.', { field: 'checkIn' })
  }
  const selection = { hotelId: reservation.hotel.id, roomTypeId: reservation.room.id, rateId: reservation.rate.id, checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: reservation.stay.rooms, adults: stay.adults, childAges }
  // The quote counts this booking's own nights as taken; the change itself gives them back first.
  const offer = await quoteHotelRate(db, selection, today)
  const own = booking.line.quoteOf(offer, selection)
  const change = stayChangeMoneyOf({ previous: reservation.price, next: own.price })
  const { currency } = own.price
  const account = payer ? await pointsAccount(db, payer) : undefined
  const terms = changePaymentTermsOf(
    {
      type: 'HOTEL',
      account,
      rules: linePoints('accommodations'),
      messages: { pointsOff: 'Points cannot be used for hotels on this site.', pointsNotOnCard: 'You have no points to use yet.' },
      lineRefusal: own.rate.pointsEligible ? null : 'This rate does not take points.',
      earnRate: 0,
    },
    change.amountDue,
    currency,
  )
  const amount = (value: number) => formatAmount(value, currency)
  const atProperty = change.atPropertyDifference === 0 ? '' : ` At the hotel you pay ${amount(own.price.dueAtProperty)} (${change.atPropertyDifference > 0 ? `${amount(change.atPropertyDifference)} more` : `${amount(-change.atPropertyDifference)} less`}).`
  const quote: HotelStayChangeQuote = {
    reservationId: reservation.reservationId,
    previousStay: reservation.stay,
    stay: own.stay,
    rate: own.rate,
    previousPrice: reservation.price,
    newPrice: own.price,
    ...change,
    ...terms,
    description:
      (change.amountDue > 0 ? `You pay ${amount(change.amountDue)} more now.` : change.refund > 0 ? `You get ${amount(change.refund)} back.` : 'Nothing more to pay now.') + atProperty,
  }
  return { quote, offer, cardsOnFile: account?.cardsOnFile ?? [] }
}

export async function quoteStayChange(booking: HotelBooking, db: Database, reservationId: string, stay: NewStay, access: ReservationAccess, today = clockToday()) {
  const row = await booking.find(db, reservationId, access)
  return (await stayChangeQuoteOf(booking, db, changeable(row.details as HotelReservation, today), stay, payerOf(row, access), today)).quote
}

export type StayChangeContext = ReservationAccess & { idempotencyKey: string; today?: string; now?: () => Date }

export async function changeStay(booking: HotelBooking, db: Database, reservationId: string, request: Omit<HotelStayChangeBookData, 'acceptTerms'>, context: StayChangeContext) {
  const today = context.today ?? clockToday()
  const key = `stay-change:${reservationId}:${context.idempotencyKey}`
  const stay = { checkIn: request.checkIn, checkOut: request.checkOut, adults: request.adults, ...(request.childAges ? { childAges: request.childAges } : {}) }
  const requestHash = requestHashOf({ reservationId, ...stay, expectedAmountDue: request.expectedAmountDue, payment: request.payment ? withoutCardSecrets({ payment: request.payment }).payment : null })
  // Read before the replay: only a caller who may reach the booking gets one.
  const stored = await booking.find(db, reservationId, context)
  const earlier = await previousAnswer<HotelReservation>(db, key, requestHash)
  if (earlier) return earlier
  const reservation = changeable(stored.details as HotelReservation, today)
  const { quote, offer, cardsOnFile } = await stayChangeQuoteOf(booking, db, reservation, stay, payerOf(stored, context), today)
  const paid = settleChangePayment(request, quote, cardsOnFile)
  const changedAt = (context.now?.() ?? new Date()).toISOString()
  return once(db, key, requestHash, async (tx) => {
    const row = await booking.find(tx, reservationId, context, true)
    const current = changeable(row.details as HotelReservation, today)
    await releaseRoomNights(tx, { roomTypeId: current.room.id, nights: nightsOf(current.stay.checkIn, current.stay.checkOut), rooms: current.stay.rooms })
    await reserveRoomNights(tx, { room: offer.room, nights: offer.stay.nightDates, rooms: offer.stay.rooms })
    const back = refundWays(quote.refund, { cardForStay: current.payment.cardCharged - current.tripProtection.premium.amount, pointsUsed: current.payment.pointsUsed, pointsValue: current.payment.pointsValue })
    if (paid.pointsUsed > 0) await adjustPoints(tx, row.customerId, -paid.pointsUsed, { kind: 'REDEEMED', reservationId: row.reservationId })
    await creditPoints(tx, row, back.points)
    const changed: HotelReservation = {
      ...current,
      stay: quote.stay,
      rate: quote.rate,
      price: quote.newPrice,
      payment: {
        ...current.payment,
        pointsUsed: current.payment.pointsUsed + paid.pointsUsed - back.points,
        pointsValue: current.payment.pointsValue + paid.pointsValue - back.pointsValue,
        cardCharged: current.payment.cardCharged + paid.cardCharged - back.toCard,
        dueAtProperty: quote.newPrice.dueAtProperty,
      },
      changes: [
        ...current.changes,
        { changedAt, previousStay: current.stay, difference: quote.difference, charged: paid.cardCharged, pointsUsed: paid.pointsUsed, refundedToCard: back.toCard, pointsRefunded: back.points, atPropertyDifference: quote.atPropertyDifference },
      ],
    }
    // Points earned follow what was paid for the new stay, by the stay's own earn rule (issue 36).
    changed.earnedPoints = earnedPointsAfterChange('HOTEL', await pointsAccount(tx, row.customerId), 'accommodations', hotelEarnRate(quote.rate), quote.newPrice.dueNow - changed.payment.pointsValue)
    const { startDate, endDate, party } = booking.line.summaryOf(changed)
    const summary: ReservationSummary = { ...(row.summary as ReservationSummary), startDate, endDate, party, ...paidTotals(changed) }
    await tx.update(simReservations).set({ details: changed, summary, startDate: summary.startDate, endDate: summary.endDate }).where(eq(simReservations.reservationId, reservationId))
    return { status: 200, body: changed }
  })
}
