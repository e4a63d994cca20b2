// The tours and transport simulator's own tables: the activities of every destination (written once
// at first start, rewritten when the activity catalogue version changes) and the seats or vehicles
// taken per departure by bookings.
import { date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

/** One tour or transfer product of a destination, with its options and presentation. */
export const simActivities = pgTable(
  'sim_activities',
  {
    id: text('id').primaryKey(),
    destinationId: text('destination_id').notNull(),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
  },
  (table) => [index('sim_activities_destination_idx').on(table.destinationId, table.kind)],
)

/** Seats (priced per traveler) or vehicles and private groups (priced per group) taken on one departure. */
export const simActivityDepartures = pgTable(
  'sim_activity_departures',
  {
    activityId: text('activity_id').notNull(),
    optionId: text('option_id').notNull(),
    day: date('day').notNull(),
    time: text('time').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.activityId, table.optionId, table.day, table.time] }), index('sim_activity_departures_day_idx').on(table.day)],
)
