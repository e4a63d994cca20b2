// A dining reservation after booking: seen by its member (or a guest with the email it was made
// with), what cancelling would give back now in the restaurant's time zone, and the cancellation:
// once per idempotency key, giving back the covers and the points in one transaction.
import type { DiningReservation } from '@contracts/lxp/dining.schema'
import type { CancellationQuote } from '@contracts/lxp/reservations.schema'
import { pointsForAmount, tripProtection } from '@contracts/domain/points'
import type { Database } from '../db/database'
import { localNow } from '../car/car-rental.server'
import type { Executor } from '../hotel/hotel-availability.server'
import { once, previousAnswer, requestHashOf } from '../idempotency.server'
import { money } from '../money'
import { SimulatorError } from '../simulator-error'
import { releaseCovers } from './dining-inventory.server'
import { formatMoment } from './dining-pricing'
import { recordCancellation } from '../reservations/record-cancellation.server'
import { findReservation, type ReservationAccess } from '../reservations/reservation-access.server'

/** The dining reservation the caller may reach (reservations/reservation-access.server.ts), else NOT_FOUND. */
function findDiningReservation(db: Executor, reservationId: string, access: ReservationAccess, lock = false) {
  return findReservation(db, 'DINING', reservationId, access, { notFound: `We could not find the dining reservation ${reservationId}.`, lock })
}

export async function getDiningReservation(db: Database, reservationId: string, access: ReservationAccess): Promise<DiningReservation> {
  return (await findDiningReservation(db, reservationId, access)).details as DiningReservation
}

const format = (amount: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount / 100)

/**
 * What cancelling gives back at `now` (the restaurant's local date and time): free until the policy's
 * deadline; later, the fee comes out of what was prepaid (card first, then points), or is charged to
 * the guarantee card when nothing was prepaid. A seating that has passed cannot be cancelled here.
 */
export function diningCancellationQuoteOf(reservation: DiningReservation, now: { date: string; time: string }): CancellationQuote {
  const { payment, price, cancellationPolicy: policy, booking } = reservation
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
  const moment = `${now.date}T${now.time}`
  if (`${booking.date}T${booking.time}` <= moment) return refusal('The seating time has passed, so it can no longer be cancelled here. Please call the restaurant.')
  const free = moment <= policy.freeUntil
  const fee = free ? 0 : policy.penaltyAfterDeadline.amount
  const cashPaid = price.dueNow - payment.pointsValue
  const penaltyAmount = policy.chargedToCard ? fee : Math.min(price.dueNow, fee)
  const fromCash = policy.chargedToCard ? 0 : Math.min(penaltyAmount, cashPaid)
  const fromPoints = policy.chargedToCard ? 0 : penaltyAmount - fromCash
  const pointsKept = Math.min(payment.pointsUsed, pointsForAmount(fromPoints))
  const reimbursement = reservation.tripProtection.selected ? Math.floor(penaltyAmount * tripProtection.defaultReimbursedShare) : 0
  const parts = [
    free ? `Free cancellation until ${formatMoment(policy.freeUntil)} restaurant time: you get everything back.` : policy.chargedToCard ? `Cancelling now charges a late fee of ${format(penaltyAmount, price.currency)} to your card.` : `Cancelling now costs ${format(penaltyAmount, price.currency)}.`,
    reimbursement > 0 ? `Trip protection reimburses ${format(reimbursement, price.currency)} of it.` : '',
    reservation.tripProtection.selected ? 'The trip protection premium is not refunded.' : '',
  ]
  return {
    reservationId: reservation.reservationId,
    cancellable: true,
    reason: null,
    freeCancellation: free,
    penalty: money(penaltyAmount, price.currency),
    refund: money(cashPaid - fromCash + reimbursement, price.currency),
    pointsRefund: payment.pointsUsed - pointsKept,
    protectionReimbursement: money(reimbursement, price.currency),
    description: parts.filter(Boolean).join(' '),
  }
}

const nowAt = (reservation: DiningReservation, today: string) => localNow(reservation.restaurant.timeZone, today)

export async function quoteDiningCancellation(db: Database, reservationId: string, access: ReservationAccess, today: string) {
  const reservation = await getDiningReservation(db, reservationId, access)
  return diningCancellationQuoteOf(reservation, nowAt(reservation, today))
}

export type DiningCancellationContext = ReservationAccess & { idempotencyKey: string; today: string; now?: () => Date }

export async function cancelDiningReservation(db: Database, reservationId: string, context: DiningCancellationContext) {
  const key = `cancel:${reservationId}:${context.idempotencyKey}`
  const requestHash = requestHashOf({ reservationId })
  // A replay tells about the reservation too: only a caller who may reach it gets one.
  await findDiningReservation(db, reservationId, context)
  const earlier = await previousAnswer<DiningReservation>(db, key, requestHash)
  if (earlier) return earlier
  return once(db, key, requestHash, async (tx) => {
    const row = await findDiningReservation(tx, reservationId, context, true)
    const reservation = row.details as DiningReservation
    if (reservation.status === 'CANCELLED') throw new SimulatorError('ALREADY_CANCELLED', 'This reservation is already cancelled.', { field: 'reservationId' })
    const quote = diningCancellationQuoteOf(reservation, nowAt(reservation, context.today))
    if (!quote.cancellable) throw new SimulatorError('NOT_CANCELLABLE', quote.reason ?? 'This reservation cannot be cancelled.', { field: 'reservationId' })
    await releaseCovers(tx, reservation.restaurant.restaurantId, reservation.booking.date, reservation.booking.time, reservation.booking.partySize)
    return recordCancellation(tx, row, reservation, quote, context.now?.() ?? new Date())
  })
}
