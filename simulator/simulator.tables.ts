// The simulator's tables that are no one line's: the destinations and their airports (written once at first
// start, rewritten when the catalogue version changes) and what travellers change across lines
// (reservations, idempotency keys, traveler profiles, customers). Each line's own tables are in its folder.
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Facts about the stored catalogue, e.g. which version of the generator wrote it. */
export const simMeta = pgTable('sim_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
})

export const simDestinations = pgTable('sim_destinations', {
  id: text('id').primaryKey(),
  data: jsonb('data').notNull(),
})

/** Airports of the destinations, from the airport data package (IATA code as the key). */
export const simAirports = pgTable(
  'sim_airports',
  {
    iata: text('iata').primaryKey(),
    icao: text('icao').notNull(),
    name: text('name').notNull(),
    destinationId: text('destination_id').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timeZone: text('time_zone').notNull(),
    countryCode: text('country_code').notNull(),
  },
  (table) => [index('sim_airports_destination_idx').on(table.destinationId)],
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
    /** The whole reservation as the view page shows it (no full card number or CVV, ever). */
    details: jsonb('details').notNull(),
    /** Email of the traveller, lower case: how a guest without an account finds the reservation. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The order id: how Find my booking looks up a confirmation number (decision 073) without reading every row.
  (table) => [index('sim_reservations_customer_idx').on(table.customerId, table.startDate), index('sim_reservations_order_idx').on(table.orderId)],
)

/**
 * Answers to bookings and cancellations by idempotency key, so a retried request gets the first
 * answer instead of booking or cancelling twice. `requestHash` tells a retry from a reused key.
 */
export const simIdempotency = pgTable('sim_idempotency', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  status: integer('status').notNull(),
  response: jsonb('response').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The people a member books for (traveler profiles), one document each. */
export const simTravelerProfiles = pgTable(
  'sim_traveler_profiles',
  {
    travelerId: text('traveler_id').primaryKey(),
    customerId: text('customer_id').notNull(),
    data: jsonb('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sim_traveler_profiles_customer_idx').on(table.customerId)],
)

/**
 * The platform's customers and their loyalty accounts (docs/decisions/064): the demo members, seeded with
 * the same customer ids as the stand-in login provider's, and members the sandbox enrolled when they first
 * signed in at a real login provider (docs/decisions/060).
 */
export const simCustomers = pgTable('sim_customers', {
  customerId: text('customer_id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  /** §R3's loyalty document, validated by LoyaltySchema on read. */
  loyalty: jsonb('loyalty').notNull(),
  /** Demo switch: the profile call answers 503 for this customer (§R6.5 retries). */
  profileUnavailable: boolean('profile_unavailable').notNull().default(false),
  enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
})
