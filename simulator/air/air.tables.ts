// The simulator's flight tables: the stored route network (schedules, prices and availability are
// derived from it by date on demand) and the seats bookings take.
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

/** A direct route between two airports, one row per direction, with the carriers flying it. */
export const simAirRoutes = pgTable(
  'sim_air_routes',
  {
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    distanceKm: integer('distance_km').notNull(),
    /** Carrier codes, e.g. ["RA","SK"]. */
    carriers: jsonb('carriers').notNull(),
  },
  (table) => [primaryKey({ columns: [table.origin, table.destination] })],
)

/** A seat taken on a dated flight by a reservation: the primary key stops two bookings taking one seat. */
export const simAirSeats = pgTable(
  'sim_air_seats',
  {
    segmentId: text('segment_id').notNull(),
    seat: text('seat').notNull(),
    cabin: text('cabin').notNull(),
    reservationId: text('reservation_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.segmentId, table.seat] }), index('sim_air_seats_reservation_idx').on(table.reservationId)],
)
