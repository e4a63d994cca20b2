// The points programme's own table: every change to a member's balance, with the booking it came from (issue 42
// item 9), written in the same transaction as the balance it changes.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/** One change to a customer's points: earned after a trip, spent on a booking, refunded, or adjusted. */
export const simPointsEntries = pgTable(
  'sim_points_entries',
  {
    entryId: text('entry_id').primaryKey(),
    /** The order the changes were made in (the clock a call names may go back; this does not). */
    sequence: serial('sequence').notNull(),
    customerId: text('customer_id').notNull(),
    /** EARNED, REDEEMED, REFUNDED or ADJUSTED (PointsEntryKind). */
    kind: text('kind').notNull(),
    /** Points added (positive) or taken (negative). */
    points: integer('points').notNull(),
    /** The balance once this change was made. */
    balance: integer('balance').notNull(),
    /** The reservation the points were earned on, paid for or given back by (none for an adjustment). */
    reservationId: text('reservation_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sim_points_entries_customer_idx').on(table.customerId, table.sequence), index('sim_points_entries_reservation_idx').on(table.reservationId)],
)
