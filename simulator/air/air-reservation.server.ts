// A flight reservation after booking: seen by its member (or a guest with the email it was booked
// with), what cancelling would give back now, and the cancellation: once per idempotency key,
// releasing the seats and giving back the points in one transaction.
import { eq } from 'drizzle-orm'
import type { AirReservation } from '@contracts/lxp/air.schema'
import type { CancellationQuote } from '@contracts/lxp/reservations.schema'
import { pointsForAmount, tripProtection } from '@contracts/domain/points'
import type { Database } from '../db/database'
import { today as clockToday } from '../clock'
import type { Executor } from '../hotel/hotel-availability.server'
import { once, previousAnswer, requestHashOf } from '../idempotency.server'
import { money } from '../money'
import { findReservation, type ReservationAccess } from '../reservations/reservation-access.server'
import { SimulatorError } from '../simulator-error'
import { simAirSeats } from './air.tables'
import { standardCancellationFee } from './air-network'
import { recordCancellation } from '../reservations/record-cancellation.server'

/** The reservation the caller may reach (reservations/reservation-access.server.ts), else NOT_FOUND. */
export function findAirReservation(db: Executor, reservationId: string, access: ReservationAccess, lock = false) {
  return findReservation(db, 'AIR', reservationId, access, { notFound: `We could not find the reservation ${reservationId}.`, lock })
}

export async function getAirReservation(db: Database, reservationId: string, access: ReservationAccess): Promise<AirReservation> {
  return (await findAirReservation(db, reservationId, access)).details as AirReservation
}

const freeWindowMs = 24 * 3_600_000

/**
 * What cancelling gives back at `now`: everything within 24 hours of booking; afterwards Flex in
 * full, Standard less a fee per passenger, Basic only taxes and bags. The penalty comes out of the
 * card payment first, then the points; trip protection reimburses half of it.
 */
export function airCancellationQuoteOf(reservation: AirReservation, today: string, now: Date): CancellationQuote {
  const { payment, price, fare } = reservation
  const none = money(0, price.currency)
  const refusal = (reason: string): CancellationQuote => ({ reservationId: reservation.reservationId, cancellable: false, reason, freeCancellation: false, penalty: none, refund: none, pointsRefund: 0, protectionReimbursement: none, description: reason })
  if (reservation.status === 'CANCELLED') return refusal('This reservation is already cancelled.')
  const departure = reservation.itinerary.bounds[0]!.segments[0]!.departure.slice(0, 10)
  if (departure <= today) return refusal('The trip has started, so it can no longer be cancelled here. Please contact the airline.')
  const free = now.getTime() - new Date(reservation.createdAt).getTime() < freeWindowMs
  const travellers = reservation.passengers.filter((passenger) => passenger.type !== 'INFANT_IN_LAP').length
  const policy = fare.family === 'FLEX' ? 0 : fare.family === 'STANDARD' ? Math.min(price.base, standardCancellationFee * travellers) : price.base
  const penaltyAmount = free ? 0 : policy
  const paid = price.dueNow
  const cashPaid = paid - payment.pointsValue
  const fromCash = Math.min(penaltyAmount, cashPaid)
  const fromPoints = penaltyAmount - fromCash
  const pointsKept = Math.min(payment.pointsUsed, pointsForAmount(fromPoints))
  const reimbursement = reservation.tripProtection.selected ? Math.floor(penaltyAmount * tripProtection.defaultReimbursedShare) : 0
  const format = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: price.currency }).format(amount / 100)
  const parts = [
    free ? 'Within 24 hours of booking: you get everything back.' : penaltyAmount === 0 ? 'Your Flex fare is fully refundable.' : `Cancelling now costs ${format(penaltyAmount)} under the ${fare.name} fare rules.`,
    reimbursement > 0 ? `Trip protection reimburses ${format(reimbursement)} of it.` : '',
    reservation.tripProtection.selected ? 'The trip protection premium is not refunded.' : '',
  ]
  return {
    reservationId: reservation.reservationId,
    cancellable: true,
    reason: null,
    freeCancellation: penaltyAmount === 0,
    penalty: money(penaltyAmount, price.currency),
    refund: money(cashPaid - fromCash + reimbursement, price.currency),
    pointsRefund: payment.pointsUsed - pointsKept,
    protectionReimbursement: money(reimbursement, price.currency),
    description: parts.filter(Boolean).join(' '),
  }
}

export async function quoteAirCancellation(db: Database, reservationId: string, access: ReservationAccess, today: string = clockToday(), now = new Date()) {
  return airCancellationQuoteOf(await getAirReservation(db, reservationId, access), today, now)
}

export type AirCancellationContext = ReservationAccess & { idempotencyKey: string; today?: string; now?: () => Date }

export async function cancelAirReservation(db: Database, reservationId: string, context: AirCancellationContext) {
  const today = context.today ?? clockToday()
  const now = context.now?.() ?? new Date()
  const key = `cancel:${reservationId}:${context.idempotencyKey}`
  const requestHash = requestHashOf({ reservationId })
  // A replay tells about the reservation too: only a caller who may reach it gets one.
  await findAirReservation(db, reservationId, context)
  const earlier = await previousAnswer<AirReservation>(db, key, requestHash)
  if (earlier) return earlier
  return once(db, key, requestHash, async (tx) => {
    const row = await findAirReservation(tx, reservationId, context, true)
    const reservation = row.details as AirReservation
    if (reservation.status === 'CANCELLED') throw new SimulatorError('ALREADY_CANCELLED', 'This reservation is already cancelled.', { field: 'reservationId' })
    const quote = airCancellationQuoteOf(reservation, today, now)
    if (!quote.cancellable) throw new SimulatorError('NOT_CANCELLABLE', quote.reason ?? 'This reservation cannot be cancelled.', { field: 'reservationId' })
    await tx.delete(simAirSeats).where(eq(simAirSeats.reservationId, reservationId))
    return recordCancellation(tx, row, reservation, quote, now)
  })
}
