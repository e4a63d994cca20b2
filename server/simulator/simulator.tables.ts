// The simulator's own tables: its catalogue (written once at first start) and what travellers change.
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

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

/** Reservations made through the platform, per customer (the member's client customer id). */
export const simReservations = pgTable(
  'sim_reservations',
  {
    reservationId: text('reservation_id').primaryKey(),
    orderId: text('order_id').notNull(),
    customerId: text('customer_id').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    summary: jsonb('summary').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sim_reservations_customer_idx').on(table.customerId, table.startDate)],
)
