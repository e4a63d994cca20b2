// Analytics events received by the embedded collector (§R7 body), newest read first.
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    category: text('category').notNull(),
    eventName: text('event_name').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull(),
    environment: text('environment').notNull(),
    serviceName: text('service_name').notNull(),
    sessionId: text('session_id'),
    sitePackage: text('site_package').notNull(),
    source: text('source').notNull(),
    spanId: text('span_id').notNull(),
    traceId: text('trace_id').notNull(),
    url: text('url').notNull(),
    userAgent: text('user_agent').notNull(),
    eventData: jsonb('event_data').notNull(),
  },
  (table) => [
    index('analytics_events_received_idx').on(table.receivedAt),
    index('analytics_events_name_idx').on(table.eventName),
    index('analytics_events_session_idx').on(table.sessionId),
  ],
)
