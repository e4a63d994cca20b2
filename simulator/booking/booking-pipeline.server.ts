// The one booking pipeline of the platform: quote → hold inventory → charge card and points →
// reservation → cancel and refund, for every line of business. A line declares its catalogue,
// pricing and rules (booking-line.ts); everything a booking does besides is here, once.
import type { OrderResponse } from '@contracts/lxp/hotel-checkout.schema'
import type { CancellationQuote, ReservationSummary } from '@contracts/lxp/reservations.schema'
import { emailKey } from '@contracts/validation/email'
import type { Database } from '../db/database'
import { now as clockNow, today as clockToday } from '../clock'
import type { Executor } from '../db/database'
import { once, previousAnswer, requestHashOf } from '../idempotency.server'
import { newId } from '../ids'
import { earnRateFor, linePoints } from '../loyalty/line-points.server'
import { adjustPoints, pointsAccount } from '../loyalty/points-account.server'
import { settlePayment, withoutCardSecrets } from '../loyalty/settle-payment'
import { money } from '../money'
import { paidTotals } from '../reservations/paid-totals'
import { recordCancellation } from '../reservations/record-cancellation.server'
import { findReservation, guestCustomerId, type ReservationAccess } from '../reservations/reservation-access.server'
import { SimulatorError } from '../simulator-error'
import { simReservations } from '../simulator.tables'
import { formatAmount, type BookedReservation, type BookingLine, type BookingRequest, type CancellationTerms, type CancellationTime, type QuotedPrice } from './booking-line'
import { readCancelled, readNow as restatedNow } from './free-cancellation-ended'
import { cancellationOutcomeOf } from './cancellation-quote'
import { earnedPointsOf, paymentTermsOf, productKeyOf } from './payment-terms'

export type BookingContext = { idempotencyKey: string; customerId: string | undefined; today?: string; now?: () => Date }
export type CancellationContext = ReservationAccess & { idempotencyKey: string; today?: string; now?: () => Date }

/** How a line's other changes of a booking (a hotel's stay change, a flight's exchange) read it: the pipeline's `find`, handed to them by the line file that declares the pipeline. */
export type FindBooking = (db: Executor, reservationId: string, access: ReservationAccess, lock?: boolean) => Promise<typeof simReservations.$inferSelect>

/** `CancelQuote` is the line's cancellation quote: the common one, with `reasonCode` where the line's rule names codes. */
export function bookingPipeline<
  Selection,
  Offer,
  Quote extends { price: QuotedPrice },
  Request extends BookingRequest,
  Reservation extends BookedReservation,
  Held,
  Moment,
  CancelQuote extends CancellationQuote = CancellationQuote,
>(
  line: BookingLine<Selection, Offer, Quote, Request, Reservation, Held, Moment>,
) {
  /** The quote of an offer for this customer, and the points account it was priced for. */
  async function priced(db: Database, selection: Selection, customerId: string | undefined, today: string) {
    const offer = await line.offer(db, selection, today)
    const account = customerId ? await pointsAccount(db, customerId) : undefined
    const lineOfBusiness = line.points.line(offer)
    const rules = linePoints(lineOfBusiness)
    const own = line.quoteOf(offer, selection)
    const terms = paymentTermsOf({
      type: line.type,
      price: own.price,
      account,
      rules,
      messages: line.messages,
      lineRefusal: line.points.refusal?.(offer) ?? null,
      earnRate: earnRateFor(account, productKeyOf(line.type), lineOfBusiness, line.points.earnRate(offer)),
      cancellable: line.cancellation.cancellable?.(offer) ?? true,
    })
    return { offer, account, quote: { ...own, ...terms } as unknown as Quote & ReturnType<typeof paymentTermsOf> }
  }

  async function quote(db: Database, selection: Selection, customerId: string | undefined, today: string = clockToday()): Promise<Quote> {
    return (await priced(db, selection, customerId, today)).quote
  }

  /**
   * Books once per key: replays the answer of an earlier request with the same key; refuses with
   * PRICE_CHANGED when the amount due now is not the one agreed, with the line's refusals when the
   * inventory went, and with INSUFFICIENT_POINTS when the points did.
   */
  async function book(db: Database, request: Request, context: BookingContext) {
    const today = context.today ?? clockToday()
    const key = `${line.bookingKey ?? 'book'}:${context.customerId ?? 'guest'}:${context.idempotencyKey}`
    const requestHash = requestHashOf(withoutCardSecrets(request))
    const earlier = await previousAnswer<OrderResponse>(db, key, requestHash)
    if (earlier) return earlier

    const { offer, account, quote: checkout } = await priced(db, line.selectionOf(request), context.customerId, today)
    line.checkBooking?.(request, checkout, offer, today)
    if (checkout.price.dueNow !== request.expectedDueNow) {
      const { currency, dueNow } = checkout.price
      const name = line.messages.priceName ?? 'price due now'
      throw new SimulatorError('PRICE_CHANGED', `The ${name} changed from ${formatAmount(request.expectedDueNow, currency)} to ${formatAmount(dueNow, currency)}. Review the new price to continue.`, { field: 'expectedDueNow' })
    }
    const { premium, ...payment } = settlePayment(request, checkout, account?.cardsOnFile)
    const earnedPoints = earnedPointsOf(line.type, account, checkout.earn.perCurrencyUnit, checkout.price.dueNow - payment.pointsValue)
    const createdAt = (context.now?.() ?? new Date(clockNow())).toISOString()
    const reservationId = newId(line.reservationPrefix)
    const orderId = newId('OR')
    const email = line.emailOf(request)

    return once(db, key, requestHash, async (tx) => {
      const held = await line.hold(tx, { offer, quote: checkout, request, reservationId })
      if (payment.pointsUsed > 0 && context.customerId) await adjustPoints(tx, context.customerId, -payment.pointsUsed, { kind: 'REDEEMED', reservationId })
      const details = {
        reservationId,
        orderId,
        type: line.type,
        status: 'CONFIRMED',
        createdAt,
        payment,
        tripProtection: { selected: premium > 0, premium: money(premium, checkout.price.currency) },
        earnedPoints,
        cancellation: null,
        ...line.reservationOf({ offer, quote: checkout, request, held, payment, reservationId }),
      } as unknown as Reservation
      const { orderTitle, ...described } = line.summaryOf(details)
      const summary: ReservationSummary = {
        reservationId,
        orderId,
        type: line.type,
        status: 'CONFIRMED',
        ...described,
        ...paidTotals(details),
        createdAt,
      }
      await tx.insert(simReservations).values({
        reservationId,
        orderId,
        customerId: context.customerId ?? guestCustomerId(email),
        email: emailKey(email),
        type: line.type,
        status: 'CONFIRMED',
        startDate: summary.startDate,
        endDate: summary.endDate,
        summary,
        details,
      })
      const order: OrderResponse = { items: 1, reservationId, orderId, orderItems: [{ reservationId, type: line.type, status: 'CONFIRMED', title: orderTitle ?? summary.title }] }
      return { status: 201, body: order }
    })
  }

  /** The stored booking the caller may reach (reservation-access.server.ts), else the line's NOT_FOUND. */
  function find(db: Executor, reservationId: string, access: ReservationAccess, lock = false) {
    return findReservation(db, line.type, reservationId, access, { notFound: line.messages.notFound(reservationId), lock })
  }

  /** The booking as stored, for the rules that read it (a cancellation, its quote). */
  async function stored(db: Database, reservationId: string, access: ReservationAccess): Promise<Reservation> {
    return (await find(db, reservationId, access)).details as Reservation
  }

  /** A stored booking as it reads now: its cancellation terms on the venue's clock at `time` (free-cancellation-ended.ts). */
  async function readNow(db: Database, reservation: Reservation, time: CancellationTime = { today: clockToday(), now: new Date(clockNow()) }): Promise<Reservation> {
    if (reservation.status !== 'CONFIRMED') return readCancelled(reservation)
    let terms: CancellationTerms
    try {
      terms = termsOf(reservation, await line.cancellation.momentOf(db, reservation, time))
    } catch (error) {
      // A booking kept before the fields its line's rule reads (an upgraded database's oldest rows) reads as stored.
      if (error instanceof TypeError) return reservation
      throw error
    }
    return restatedNow(reservation, terms)
  }

  /** The booking as the caller reads it: as stored, its cancellation terms as they stand now. */
  async function view(db: Database, reservationId: string, access: ReservationAccess): Promise<Reservation> {
    return readNow(db, await stored(db, reservationId, access))
  }

  function termsOf(reservation: Reservation, moment: Moment): CancellationTerms {
    if (reservation.status === 'CANCELLED') return { refusal: { code: 'ALREADY_CANCELLED', message: line.messages.alreadyCancelled } }
    return line.cancellation.termsOf(reservation, moment)
  }

  /** What cancelling gives back at `moment` (the line's rule, then the one refund rule). */
  function cancellationOutcome(reservation: Reservation, moment: Moment) {
    return cancellationOutcomeOf(reservation, termsOf(reservation, moment), line.cancellation.reasonCodes)
  }

  /** What cancelling gives back at `moment`, refused or not. */
  function cancellationQuoteOf(reservation: Reservation, moment: Moment) {
    return cancellationOutcome(reservation, moment).quote as CancelQuote
  }

  async function quoteCancellation(db: Database, reservationId: string, access: ReservationAccess, today: string = clockToday(), now = new Date(clockNow())) {
    const reservation = await stored(db, reservationId, access)
    return cancellationQuoteOf(reservation, await line.cancellation.momentOf(db, reservation, { today, now }))
  }

  /** Cancels once per key: gives the inventory and the points back and records the refund, in one transaction. */
  async function cancel(db: Database, reservationId: string, context: CancellationContext) {
    const today = context.today ?? clockToday()
    const now = context.now?.() ?? new Date(clockNow())
    const key = `cancel:${reservationId}:${context.idempotencyKey}`
    const requestHash = requestHashOf({ reservationId })
    // Read before the replay: a replay tells about the reservation too, so only a caller who may reach it gets one.
    const current = await stored(db, reservationId, context)
    const earlier = await previousAnswer<Reservation>(db, key, requestHash)
    if (earlier) return earlier
    const moment = await line.cancellation.momentOf(db, current, { today, now })
    return once(db, key, requestHash, async (tx) => {
      const row = await find(tx, reservationId, context, true)
      const reservation = row.details as Reservation
      if (reservation.status === 'CANCELLED') throw new SimulatorError('ALREADY_CANCELLED', line.messages.alreadyCancelled, { field: 'reservationId' })
      const { quote: outcome, refusal } = cancellationOutcome(reservation, moment)
      if (refusal) throw new SimulatorError(refusal.code as 'NOT_CANCELLABLE', refusal.message, { field: 'reservationId' })
      await line.cancellation.release(tx, reservation)
      // The answer reads as the cancelled reservation's page does: no deadline, nothing due at the hotel (issue 36).
      const answer = await recordCancellation(tx, row, reservation, outcome, now)
      return { ...answer, body: readCancelled(answer.body) }
    })
  }

  return { line, quote, book, find, view, readNow, cancellationQuoteOf, quoteCancellation, cancel }
}
