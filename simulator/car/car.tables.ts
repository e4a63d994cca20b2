// The car rental simulator's own tables: rental locations with their fleets (written once at first
// start, rewritten when the car catalogue version changes) and the cars taken per day by bookings.
import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { destinationEntries } from '../shared/tables'

/** One rental location (airport counter or city office) of a destination, with its opening hours and fleet. */
export const simCarLocations = destinationEntries('sim_car_locations')

/** Cars of one fleet entry taken on a day by bookings; availability is the entry's inventory minus this. */
export const simCarDays = pgTable(
  'sim_car_days',
  {
    fleetId: text('fleet_id').notNull(),
    day: date('day').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.fleetId, table.day] }), index('sim_car_days_day_idx').on(table.day)],
)
