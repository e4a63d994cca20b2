// The member's points as the platform sees them when it prices and books: the balance of the active
// loyalty profile (§R3: the default card's profile, or the account itself), taken and given
// back inside the booking's transaction, each change written down with its booking (issue 42 item 9). The accounts are the platform's own customers (demo members and
// those the sandbox enrolled: docs/decisions/060, 064), so the balance the header shows (the profile
// call) is the one a booking changes.
import { eq } from 'drizzle-orm'
import { LoyaltySchema, type Loyalty, type LoyaltyProfile } from '@contracts/lxp/customer-profile.schema'
import type { PointsEntryKind } from '@contracts/lxp/points-activity.schema'
import { now } from '../clock'
import type { Executor } from '../db/database'
import { newId } from '../ids'
import { simCustomers } from '../simulator.tables'
import { SimulatorError } from '../simulator-error'
import { cardsOnFileOf, type CardOnFile } from './cards-on-file'
import { isGuestBooking } from '../reservations/reservation-access.server'
import { simPointsEntries } from './loyalty.tables'

export type PointsAccount = { customerId: string; balance: number; active: boolean; earnEligible: Record<string, boolean>; cardsOnFile: CardOnFile[] }

function activeOf(loyalty: Loyalty): LoyaltyProfile | undefined {
  if (loyalty.type === 'CARD_BASED') return loyalty.cardProfiles.find((entry) => entry.card.isDefault)?.profile ?? loyalty.cardProfiles[0]?.profile
  return loyalty
}

function accountOf(customerId: string, loyalty: Loyalty): PointsAccount {
  const profile = activeOf(loyalty)
  return {
    customerId,
    balance: profile?.points.balance ?? 0,
    active: profile?.status === 'ACTIVE',
    earnEligible: Object.fromEntries(Object.entries(profile?.points.earn ?? {}).map(([product, rule]) => [product, rule.eligible])),
    cardsOnFile: cardsOnFileOf(customerId, profile),
  }
}

/** The customer's points account, or undefined for a customer the programme does not know. */
export async function pointsAccount(db: Executor, customerId: string): Promise<PointsAccount | undefined> {
  const [customer] = await db.select({ loyalty: simCustomers.loyalty }).from(simCustomers).where(eq(simCustomers.customerId, customerId))
  const loyalty = customer?.loyalty
  return loyalty ? accountOf(customerId, LoyaltySchema.parse(loyalty)) : undefined
}

/** The customer's loyalty record, locked until the transaction ends, and how to write it back. */
async function lockedLoyalty(tx: Executor, customerId: string) {
  const [enrolled] = await tx.select({ loyalty: simCustomers.loyalty }).from(simCustomers).where(eq(simCustomers.customerId, customerId)).for('update')
  if (enrolled) return { loyalty: enrolled.loyalty, save: (loyalty: Loyalty) => tx.update(simCustomers).set({ loyalty }).where(eq(simCustomers.customerId, customerId)) }
  return undefined
}

/** Why the points changed: an entry of the member's points activity, and the booking it came from. */
export type PointsCause = { kind: PointsEntryKind; reservationId?: string }

/**
 * Adds `delta` points (negative to take them) to the active profile, refusing with
 * INSUFFICIENT_POINTS rather than going below zero, and writes the change down with its cause. The row is locked
 * until the transaction ends, so two bookings cannot both spend the same points.
 */
export async function adjustPoints(tx: Executor, customerId: string, delta: number, cause: PointsCause): Promise<number> {
  if (!Number.isSafeInteger(delta)) throw new RangeError(`points must be an integer, got ${delta}`)
  const record = await lockedLoyalty(tx, customerId)
  if (!record) throw new SimulatorError('PAYMENT_NOT_ALLOWED', 'Sign in as a card member to pay with points.', { field: 'payment.points' })
  const loyalty = LoyaltySchema.parse(record.loyalty)
  const profile = activeOf(loyalty)
  if (!profile) throw new SimulatorError('PAYMENT_NOT_ALLOWED', 'This membership has no points account.', { field: 'payment.points' })
  const balance = profile.points.balance + delta
  if (balance < 0) throw new SimulatorError('INSUFFICIENT_POINTS', `You have ${profile.points.balance.toLocaleString('en-US')} points; choose fewer.`, { field: 'payment.points' })
  profile.points.balance = balance
  await record.save(loyalty)
  await tx.insert(simPointsEntries).values({ entryId: newId('PE'), customerId, kind: cause.kind, points: delta, balance, reservationId: cause.reservationId ?? null, at: new Date(now()) })
  return balance
}

/** Gives points back to the member a booking was made for (a cancellation's refund, a change's or an exchange's credit); a guest booking has no account. */
export async function creditPoints(tx: Executor, booking: { customerId: string; reservationId: string }, points: number) {
  if (points > 0 && !isGuestBooking(booking)) await adjustPoints(tx, booking.customerId, points, { kind: 'REFUNDED', reservationId: booking.reservationId })
}
