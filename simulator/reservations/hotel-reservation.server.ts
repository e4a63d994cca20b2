// A hotel reservation after booking: seen by its member (or, for a guest, with the email it was made
// with), what cancelling it would give back today, and the cancellation itself: once per
// idempotency key, giving back the room nights and the points in one transaction.
import type { CancellationQuote, HotelReservation } from '@contracts/lxp/reservations.schema'
import { pointsForAmount, tripProtection } from '@contracts/domain/points'
import type { Database } from '../db/database'
import { today as clockToday } from '../clock'
import { once, previousAnswer, requestHashOf } from '../idempotency.server'
import { money } from '../money'
import { SimulatorError } from '../simulator-error'
import { releaseRoomNights, type Executor } from '../hotel/hotel-availability.server'
import { nightsOf } from '../hotel/hotel-pricing'
import { recordCancellation } from './record-cancellation.server'
import { findReservation as findStoredReservation, type ReservationAccess } from './reservation-access.server'

/** The hotel reservation the caller may reach (reservation-access.server.ts), else NOT_FOUND. */
function findReservation(db: Executor, reservationId: string, access: ReservationAccess, lock = false) {
  return findStoredReservation(db, 'HOTEL', reservationId, access, { notFound: `We could not find the reservation ${reservationId}.`, lock })
}

export async function getHotelReservation(db: Database, reservationId: string, access: ReservationAccess): Promise<HotelReservation> {
  return (await findReservation(db, reservationId, access)).details as HotelReservation
}

/** What cancelling gives back on `today`: the policy's penalty comes out of the card payment first, then the points. */
export function cancellationQuoteOf(reservation: HotelReservation, today: string): CancellationQuote {
  const { payment, price, rate, stay } = reservation
  const none = money(0, price.currency)
  const refusal = (reason: string): CancellationQuote => ({
    reservationId: reservation.reservationId,
    cancellable: false,
    reason,
    freeCancellation: false,
    penalty: none,
    refund: none,
    pointsRefund: 0,
    protectionReimbursement: none,
    description: reason,
  })
  if (reservation.status === 'CANCELLED') return refusal('This reservation is already cancelled.')
  if (stay.checkIn <= today) return refusal('The stay has started, so it can no longer be cancelled here. Please contact the hotel.')

  const until = rate.cancellationPolicy.freeCancellationUntil
  const free = rate.refundable && until !== null && today <= until
  const prepaid = price.dueNow
  const policyPenalty = rate.cancellationPolicy.penaltyAfterDeadline.amount
  // Pay-later stays: the hotel charges the penalty to the card on file; prepaid: it is kept from what was paid.
  const penaltyAmount = free ? 0 : prepaid === 0 ? policyPenalty : Math.min(prepaid, policyPenalty)
  const chargedFromPrepaid = Math.min(penaltyAmount, prepaid)
  const cashPaid = prepaid - payment.pointsValue
  const fromCash = Math.min(chargedFromPrepaid, cashPaid)
  const fromPoints = chargedFromPrepaid - fromCash
  const pointsKept = Math.min(payment.pointsUsed, pointsForAmount(fromPoints))
  const reimbursement = reservation.tripProtection.selected ? Math.floor(penaltyAmount * tripProtection.defaultReimbursedShare) : 0
  const refund = cashPaid - fromCash + reimbursement
  const pointsRefund = payment.pointsUsed - pointsKept
  const format = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: price.currency }).format(amount / 100)
  const parts = [
    free ? `Free cancellation until ${until}: you get everything back.` : `Cancelling now costs ${format(penaltyAmount)}${prepaid === 0 ? ', charged by the hotel to your card' : ''}.`,
    reimbursement > 0 ? `Trip protection reimburses ${format(reimbursement)} of it.` : '',
    reservation.tripProtection.selected ? 'The trip protection premium is not refunded.' : '',
  ]
  return {
    reservationId: reservation.reservationId,
    cancellable: true,
    reason: null,
    freeCancellation: free,
    penalty: money(penaltyAmount, price.currency),
    refund: money(refund, price.currency),
    pointsRefund,
    protectionReimbursement: money(reimbursement, price.currency),
    description: parts.filter(Boolean).join(' '),
  }
}

export async function quoteHotelCancellation(db: Database, reservationId: string, access: ReservationAccess, today: string = clockToday()) {
  return cancellationQuoteOf(await getHotelReservation(db, reservationId, access), today)
}

export type CancellationContext = ReservationAccess & { idempotencyKey: string; today?: string; now?: () => Date }

/** Cancels once per key: refuses with NOT_CANCELLABLE when the policy does not allow it any more. */
export async function cancelHotelReservation(db: Database, reservationId: string, context: CancellationContext) {
  const today = context.today ?? clockToday()
  const key = `cancel:${reservationId}:${context.idempotencyKey}`
  const requestHash = requestHashOf({ reservationId })
  // A replay tells about the reservation too: only a caller who may reach it gets one.
  await findReservation(db, reservationId, context)
  const earlier = await previousAnswer<HotelReservation>(db, key, requestHash)
  if (earlier) return earlier
  return once(db, key, requestHash, async (tx) => {
    const row = await findReservation(tx, reservationId, context, true)
    const reservation = row.details as HotelReservation
    if (reservation.status === 'CANCELLED') throw new SimulatorError('ALREADY_CANCELLED', 'This reservation is already cancelled.', { field: 'reservationId' })
    const quote = cancellationQuoteOf(reservation, today)
    if (!quote.cancellable) throw new SimulatorError('NOT_CANCELLABLE', quote.reason ?? 'This reservation cannot be cancelled.', { field: 'reservationId' })

    await releaseRoomNights(tx, { roomTypeId: reservation.room.id, nights: nightsOf(reservation.stay.checkIn, reservation.stay.checkOut), rooms: reservation.stay.rooms })
    return recordCancellation(tx, row, reservation, quote, context.now?.() ?? new Date())
  })
}
