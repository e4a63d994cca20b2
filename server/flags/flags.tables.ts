// Feature flags stored for the embedded OpenFeature provider (issue 7): one row per flag of flags.ts,
// seeded from its defaults and changed on the /dev/flags page.
import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import type { FlagRule } from '@contracts/flags/flag-rules.schema'

export const featureFlags = pgTable('feature_flags', {
  key: text('key').primaryKey(),
  /** The switch: off answers false for everyone. */
  enabled: boolean('enabled').notNull(),
  /** What an enabled flag answers when no rule matches. */
  defaultValue: boolean('default_value').notNull().default(true),
  rules: jsonb('rules').$type<FlagRule[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
