// The simulator's own tables: its catalogue (written once at first start) and what travellers change.
import { date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

export const simDestinations = pgTable('sim_destinations', {
  id: text('id').primaryKey(),
  data: jsonb('data').notNull(),
})

export const simHotels = pgTable(
  'sim_hotels',
  {
    id: text('id').primaryKey(),
    destinationId: text('destination_id').notNull(),
    name: text('name').notNull(),
    data: jsonb('data').notNull(),
  },
  (table) => [index('sim_hotels_destination_idx').on(table.destinationId)],
)

/** Rooms of a type taken on a night by bookings; availability is the room type's inventory minus this. */
export const simRoomNights = pgTable(
  'sim_room_nights',
  {
    roomTypeId: text('room_type_id').notNull(),
    night: date('night').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.roomTypeId, table.night] })],
)
