// A car rental after booking: seen by its member (or a guest with the email it was made with), what
// cancelling would give back today, and the cancellation: once per idempotency key, giving back the
// car's days and the points in one transaction.
import type { CarReservation } from '@contracts/lxp/car.schema'
import type { CancellationQuote } from '@contracts/lxp/reservations.schema'
import { pointsForAmount, tripProtection } from '@contracts/domain/points'
import type { Database } from '../db/database'
import type { Executor } from '../hotel/hotel-availability.server'
import { once, previousAnswer, requestHashOf } from '../idempotency.server'
import { money } from '../money'
import { SimulatorError } from '../simulator-error'
import { releaseCarDays } from './car-inventory.server'
import { recordCancellation } from '../reservations/record-cancellation.server'
import { findReservation, type ReservationAccess } from '../reservations/reservation-access.server'

/** The car rental the caller may reach (reservations/reservation-access.server.ts), else NOT_FOUND. */
function findCarReservation(db: Executor, reservationId: string, access: ReservationAccess, lock = false) {
  return findReservation(db, 'CAR', reservationId, access, { notFound: `We could not find the car rental ${reservationId}.`, lock })
}

export async function getCarReservation(db: Database, reservationId: string, access: ReservationAccess): Promise<CarReservation> {
  return (await findCarReservation(db, reservationId, access)).details as CarReservation
}

/** What cancelling gives back on `today`: the policy's penalty comes out of the card payment first, then the points. */
export function carCancellationQuoteOf(reservation: CarReservation, today: string): CancellationQuote {
  const { payment, price, cancellationPolicy: policy, rental } = reservation
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
  if (reservation.status === 'CANCELLED') return refusal('This rental is already cancelled.')
  if (rental.pickUpDate <= today) return refusal('The rental has started, so it can no longer be cancelled here. Please contact the rental company.')
  const free = policy.refundable && policy.freeCancellationUntil !== null && today <= policy.freeCancellationUntil
  const paid = price.dueNow
  const penaltyAmount = free ? 0 : Math.min(paid, policy.penaltyAfterDeadline.amount)
  const cashPaid = paid - payment.pointsValue
  const fromCash = Math.min(penaltyAmount, cashPaid)
  const fromPoints = penaltyAmount - fromCash
  const pointsKept = Math.min(payment.pointsUsed, pointsForAmount(fromPoints))
  const reimbursement = reservation.tripProtection.selected ? Math.floor(penaltyAmount * tripProtection.defaultReimbursedShare) : 0
  const format = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: price.currency }).format(amount / 100)
  const parts = [
    free ? `Free cancellation until ${policy.freeCancellationUntil}: you get everything back.` : `Cancelling now costs ${format(penaltyAmount)}.`,
    reimbursement > 0 ? `Trip protection reimburses ${format(reimbursement)} of it.` : '',
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

export async function quoteCarCancellation(db: Database, reservationId: string, access: ReservationAccess, today: string) {
  return carCancellationQuoteOf(await getCarReservation(db, reservationId, access), today)
}

export type CarCancellationContext = ReservationAccess & { idempotencyKey: string; today: string; now?: () => Date }

export async function cancelCarReservation(db: Database, reservationId: string, context: CarCancellationContext) {
  const key = `cancel:${reservationId}:${context.idempotencyKey}`
  const requestHash = requestHashOf({ reservationId })
  // A replay tells about the reservation too: only a caller who may reach it gets one.
  await findCarReservation(db, reservationId, context)
  const earlier = await previousAnswer<CarReservation>(db, key, requestHash)
  if (earlier) return earlier
  return once(db, key, requestHash, async (tx) => {
    const row = await findCarReservation(tx, reservationId, context, true)
    const reservation = row.details as CarReservation
    if (reservation.status === 'CANCELLED') throw new SimulatorError('ALREADY_CANCELLED', 'This rental is already cancelled.', { field: 'reservationId' })
    const quote = carCancellationQuoteOf(reservation, context.today)
    if (!quote.cancellable) throw new SimulatorError('NOT_CANCELLABLE', quote.reason ?? 'This rental cannot be cancelled.', { field: 'reservationId' })
    await releaseCarDays(
      tx,
      reservation.offer.offerId,
      reservation.price.daily.map((day) => day.date),
    )
    return recordCancellation(tx, row, reservation, quote, context.now?.() ?? new Date())
  })
}
