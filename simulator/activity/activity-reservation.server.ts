// A tour or transfer after booking: seen by its member (or a guest with the email it was made with),
// what cancelling would give back now, and the cancellation: once per idempotency key, giving back
// the seats or vehicles and the points in one transaction. A non-refundable or started activity
// answers E1002080, activity cancellation not available (SPEC.md §8).
import type { ActivityCancellationQuote, ActivityReservation } from '@contracts/lxp/activity.schema'
import { pointsForAmount, tripProtection } from '@contracts/domain/points'
import type { Database } from '../db/database'
import { localNow } from '../car/car-rental.server'
import { catalogueDestinations } from '../catalogue/catalogue.server'
import type { Executor } from '../hotel/hotel-availability.server'
import { once, previousAnswer, requestHashOf } from '../idempotency.server'
import { money } from '../money'
import { SimulatorError, supplierCodes } from '../simulator-error'
import { releaseDeparture } from './activity-inventory.server'
import { recordCancellation } from '../reservations/record-cancellation.server'
import { findReservation, type ReservationAccess } from '../reservations/reservation-access.server'

type Now = { date: string; time: string }

/** The tour or transfer the caller may reach (reservations/reservation-access.server.ts), else NOT_FOUND. */
function findActivityReservation(db: Executor, reservationId: string, access: ReservationAccess, lock = false) {
  return findReservation(db, 'ACTIVITY', reservationId, access, { notFound: `We could not find the tour or transfer ${reservationId}.`, lock })
}

export async function getActivityReservation(db: Database, reservationId: string, access: ReservationAccess): Promise<ActivityReservation> {
  return (await findActivityReservation(db, reservationId, access)).details as ActivityReservation
}

/** The date and time now where the activity happens. */
async function nowAt(db: Database, reservation: ActivityReservation, today: string): Promise<Now> {
  const destination = (await catalogueDestinations(db)).byId.get(reservation.destination.id)
  return localNow(destination?.timeZone ?? 'UTC', today)
}

function contactLine(reservation: ActivityReservation) {
  const phone = reservation.activity.supplier.contacts.find((contact) => contact.type === 'PHONE_NUMBER')
  return phone ? ` For changes, contact ${reservation.activity.supplier.name} on ${phone.value}.` : ''
}

/** Why the activity cannot be cancelled now, with its code; undefined when it can. */
function refusalOf(reservation: ActivityReservation, now: Now): { code: string; message: string } | undefined {
  if (reservation.status === 'CANCELLED') return { code: 'ALREADY_CANCELLED', message: 'This booking is already cancelled.' }
  if (!reservation.cancellationPolicy.cancellable) {
    return { code: supplierCodes.activityCancellationNotAvailable, message: `This activity is non-refundable and cannot be cancelled.${contactLine(reservation)}` }
  }
  if (`${now.date}T${now.time}` >= `${reservation.date}T${reservation.time}`) {
    return { code: supplierCodes.activityCancellationNotAvailable, message: `This activity has started, so it can no longer be cancelled.${contactLine(reservation)}` }
  }
  return undefined
}

/** What cancelling gives back at `now`: everything until 24 hours before the start, nothing after (less trip protection). */
export function activityCancellationQuoteOf(reservation: ActivityReservation, now: Now): ActivityCancellationQuote {
  const { payment, price, cancellationPolicy: policy } = reservation
  const none = money(0, price.currency)
  const refusal = refusalOf(reservation, now)
  if (refusal) {
    return { reservationId: reservation.reservationId, cancellable: false, reason: refusal.message, reasonCode: refusal.code, freeCancellation: false, penalty: none, refund: none, pointsRefund: 0, protectionReimbursement: none, description: refusal.message }
  }
  const free = policy.freeCancellationUntil !== null && `${now.date}T${now.time}` < policy.freeCancellationUntil
  const paid = price.dueNow
  const penaltyAmount = free ? 0 : Math.min(paid, policy.penaltyAfterDeadline.amount)
  const cashPaid = paid - payment.pointsValue
  const fromCash = Math.min(penaltyAmount, cashPaid)
  const fromPoints = penaltyAmount - fromCash
  const pointsKept = Math.min(payment.pointsUsed, pointsForAmount(fromPoints))
  const reimbursement = reservation.tripProtection.selected ? Math.floor(penaltyAmount * tripProtection.defaultReimbursedShare) : 0
  const format = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: price.currency }).format(amount / 100)
  const parts = [
    free ? 'Free cancellation: you get everything back.' : `Less than 24 hours before the start, cancelling costs ${format(penaltyAmount)}.`,
    reimbursement > 0 ? `Trip protection reimburses ${format(reimbursement)} of it.` : '',
    reservation.tripProtection.selected ? 'The trip protection premium is not refunded.' : '',
  ]
  return {
    reservationId: reservation.reservationId,
    cancellable: true,
    reason: null,
    reasonCode: null,
    freeCancellation: free,
    penalty: money(penaltyAmount, price.currency),
    refund: money(cashPaid - fromCash + reimbursement, price.currency),
    pointsRefund: payment.pointsUsed - pointsKept,
    protectionReimbursement: money(reimbursement, price.currency),
    description: parts.filter(Boolean).join(' '),
  }
}

export async function quoteActivityCancellation(db: Database, reservationId: string, access: ReservationAccess, today: string) {
  const reservation = await getActivityReservation(db, reservationId, access)
  return activityCancellationQuoteOf(reservation, await nowAt(db, reservation, today))
}

export type ActivityCancellationContext = ReservationAccess & { idempotencyKey: string; today: string; now?: () => Date }

export async function cancelActivityReservation(db: Database, reservationId: string, context: ActivityCancellationContext) {
  const key = `cancel:${reservationId}:${context.idempotencyKey}`
  const requestHash = requestHashOf({ reservationId })
  // Read before the replay: a replay tells about the reservation too, so only a caller who may reach it gets one.
  const current = await getActivityReservation(db, reservationId, context)
  const earlier = await previousAnswer<ActivityReservation>(db, key, requestHash)
  if (earlier) return earlier
  const now = await nowAt(db, current, context.today)
  return once(db, key, requestHash, async (tx) => {
    const row = await findActivityReservation(tx, reservationId, context, true)
    const reservation = row.details as ActivityReservation
    if (reservation.status === 'CANCELLED') throw new SimulatorError('ALREADY_CANCELLED', 'This booking is already cancelled.', { field: 'reservationId' })
    const quote = activityCancellationQuoteOf(reservation, now)
    if (!quote.cancellable) throw new SimulatorError(supplierCodes.activityCancellationNotAvailable, quote.reason ?? 'This activity cannot be cancelled.', { field: 'reservationId' })
    await releaseDeparture(tx, reservation.activity.activityId, reservation.option.optionId, reservation.date, reservation.time, reservation.option.unitsNeeded)
    return recordCancellation(tx, row, reservation, quote, context.now?.() ?? new Date())
  })
}
