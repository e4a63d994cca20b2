// The dining simulator's own tables: restaurants with their hours, capacity and booking options
// (written once at first start, rewritten when the dining catalogue version changes) and the covers
// taken per seating by bookings.
import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { destinationEntries } from '../shared/tables'

/** One restaurant of a destination, as generated (see dining-catalogue.ts). */
export const simRestaurants = destinationEntries('sim_restaurants')

/** Covers (seats) of one seating taken by bookings; what is left is the seating's capacity less walk-in demand and this. */
export const simDiningSeatings = pgTable(
  'sim_dining_seatings',
  {
    restaurantId: text('restaurant_id').notNull(),
    day: date('day').notNull(),
    time: text('time').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.restaurantId, table.day, table.time] }), index('sim_dining_seatings_day_idx').on(table.day)],
)
