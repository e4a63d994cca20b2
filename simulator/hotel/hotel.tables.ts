// The hotel simulator's own tables: the hotels of every destination (written once at first start with the
// destinations and their airports, rewritten when the catalogue version changes) and the room nights
// taken by bookings.
import { date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

export const simHotels = pgTable(
  'sim_hotels',
  {
    id: text('id').primaryKey(),
    destinationId: text('destination_id').notNull(),
    name: text('name').notNull(),
    /** The name in lower case without accents, for prefix search (autocomplete). */
    searchName: text('search_name').notNull().default(''),
    data: jsonb('data').notNull(),
  },
  (table) => [index('sim_hotels_destination_idx').on(table.destinationId), index('sim_hotels_search_name_idx').on(table.searchName.op('text_pattern_ops'))],
)

/** Rooms of a type taken on a night by bookings; availability is the room type's inventory minus this. */
export const simRoomNights = pgTable(
  'sim_room_nights',
  {
    roomTypeId: text('room_type_id').notNull(),
    night: date('night').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.roomTypeId, table.night] }), index('sim_room_nights_night_idx').on(table.night)],
)
