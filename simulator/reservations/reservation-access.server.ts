// Who may reach a stored reservation, one rule for every line's view, cancellation quote, cancellation
// and flight exchange (docs/decisions/059-reservation-access.md): a member's booking only the member it
// was booked for (the customer id the BFF calls as); a guest's booking whoever gives the email it was
// booked with. Anyone else gets the line's NOT_FOUND, word for word what a number that does not exist
// gets, so an answer never tells whether the number or the email was wrong.
import type { ReservationType as LineReservationType } from '@contracts/lxp/reservation-types'
import { eq } from 'drizzle-orm'
import { emailKey } from '@contracts/validation/email'
import type { Executor } from '../db/database'
import { SimulatorError } from '../simulator-error'
import { simReservations } from '../simulator.tables'

/** Who is asking: the member the BFF calls for, and the email the caller gave (if any). */
export type ReservationAccess = { customerId?: string; email?: string }

type StoredReservation = typeof simReservations.$inferSelect
/** The contract's reservation types, as the platform's product types. */
export type ReservationType = Uppercase<LineReservationType>

/** A booking made with no member signed in is kept under `guest:<email>` (see the lines' checkouts). */
const guestCustomerPrefix = 'guest:'

export function guestCustomerId(email: string) {
  return `${guestCustomerPrefix}${emailKey(email)}`
}

export function isGuestBooking(row: Pick<StoredReservation, 'customerId'>) {
  return row.customerId.startsWith(guestCustomerPrefix)
}

/** The ownership rule: an email reaches guest bookings only, a member's booking needs that member. */
export function mayReach(row: Pick<StoredReservation, 'customerId' | 'email'>, access: ReservationAccess) {
  if (!isGuestBooking(row)) return access.customerId !== undefined && access.customerId === row.customerId
  const email = access.email && emailKey(access.email)
  return Boolean(email) && emailKey(row.email) === email
}

/**
 * The stored reservation of `type` that the caller may reach (locked for update inside a
 * transaction when `lock`), else the line's NOT_FOUND; a caller who is neither a member nor gives an
 * email is asked to (401), whatever the number.
 */
export async function findReservation(db: Executor, type: ReservationType, reservationId: string, access: ReservationAccess, { notFound, lock = false }: { notFound: string; lock?: boolean }): Promise<StoredReservation> {
  if (!access.customerId && !access.email) throw new SimulatorError('CUSTOMER_REQUIRED', 'Sign in, or give the email you booked with, to see this reservation.')
  const query = db.select().from(simReservations).where(eq(simReservations.reservationId, reservationId))
  const [row] = lock ? await query.for('update') : await query
  if (!row || row.type !== type || !mayReach(row, access)) throw new SimulatorError('NOT_FOUND', notFound, { field: 'reservationId' })
  return row
}
