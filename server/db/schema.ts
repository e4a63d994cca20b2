// The one PostgreSQL schema, shared by PGlite and PostgreSQL. Change it, then `npm run db:generate`.
import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core'

/** Site configuration documents (§R3 "Site config"), one row per site. */
export const siteConfig = pgTable('site_config', {
  siteId: text('site_id').primaryKey(),
  data: jsonb('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Page content per page and locale, in a published and a draft version (§R2 page data). */
export const pageContent = pgTable(
  'page_content',
  {
    page: text('page').notNull(),
    locale: text('locale').notNull(),
    version: text('version', { enum: ['published', 'draft'] }).notNull(),
    data: jsonb('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.page, table.locale, table.version] })],
)

/**
 * Rate-limit counters every instance shares when DATABASE_URL is set (server/http/rate-limit-store.server.ts),
 * in the layout rate-limiter-flexible's PostgreSQL store reads and writes: `expire` in epoch milliseconds.
 */
export const rateLimitCounter = pgTable('rate_limit_counter', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
})

export * from '../auth/auth.tables'
export * from '../auth/provider/provider.tables'
export * from '../analytics/analytics.tables'
export * from '../partner-resources/partner-resources.tables'
export * from '../flags/flags.tables'
export * from '../integrators/api-credentials.tables'
export * from '../webhooks/webhooks.tables'
