// Credentials of apps other than our pages (docs/decisions/069): members' personal access tokens
// (sent as `Authorization: Bearer`) and partners' API keys (sent as `x-api-key`). Only a SHA-256 hash
// of each secret is kept; the secret itself is shown once, when it is created.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { authUser } from '../auth/auth.tables'

export const apiCredential = pgTable(
  'api_credential',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['member-token', 'partner-key'] }).notNull(),
    /** What its owner called it ("Trip planner on my laptop", the partner's name). */
    name: text('name').notNull(),
    /** The member a token acts for; a partner key acts for no member. */
    userId: text('user_id').references(() => authUser.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull().unique(),
    /** The secret's first characters, so its owner can tell their credentials apart. */
    secretStart: text('secret_start').notNull(),
    rateLimitMax: integer('rate_limit_max').notNull(),
    rateLimitWindowSeconds: integer('rate_limit_window_seconds').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('api_credential_user_id_idx').on(table.userId)],
)
