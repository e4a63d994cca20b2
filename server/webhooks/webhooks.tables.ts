// Events pushed to partners (docs/decisions/135): the endpoints a partner registers for its API key,
// which reservations each key booked (so their later changes reach it), and the durable queue of
// deliveries, one row per event and endpoint, that the delivery loop works through with retries.
import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { apiCredential } from '../integrators/api-credentials.tables'

export const webhookEndpoint = pgTable(
  'webhook_endpoint',
  {
    id: text('id').primaryKey(),
    /** The partner key the endpoint belongs to; deleting the key deletes its endpoints. */
    credentialId: text('credential_id')
      .notNull()
      .references(() => apiCredential.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** The signing secret, encrypted under a key derived from AUTH_SECRET (HMAC needs the secret itself, so no hash). */
    secretCiphertext: text('secret_ciphertext').notNull(),
    /** The secret's first characters, so its owner can tell their endpoints apart. */
    secretStart: text('secret_start').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_endpoint_credential_idx').on(table.credentialId)],
)

/** A reservation booked with a partner key: its changes and cancellation are that partner's events too. */
export const partnerReservation = pgTable(
  'partner_reservation',
  {
    reservationId: text('reservation_id').primaryKey(),
    credentialId: text('credential_id')
      .notNull()
      .references(() => apiCredential.id, { onDelete: 'cascade' }),
    reservationType: text('reservation_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('partner_reservation_credential_idx').on(table.credentialId)],
)

/**
 * One event for one endpoint: the exact body sent (the signature covers these bytes), where it
 * stands, and the outcome of its last attempt. `leaseUntil` keeps two delivery loops (two instances)
 * from sending one row at once.
 */
export const webhookDelivery = pgTable(
  'webhook_delivery',
  {
    id: text('id').primaryKey(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoint.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('webhook_delivery_endpoint_event_key').on(table.endpointId, table.eventId),
    index('webhook_delivery_due_idx').on(table.status, table.nextAttemptAt),
    index('webhook_delivery_endpoint_idx').on(table.endpointId, table.createdAt),
  ],
)
