// Tables of the embedded rewards-club login provider (a stand-in for the programme's OIDC provider).
import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Programme members who can sign in at the provider; `loyalty` is §R3's loyalty document. */
export const rewardsMember = pgTable('rewards_member', {
  /** The OIDC subject. */
  id: text('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  clientCustomerId: text('client_customer_id').notNull().unique(),
  loyalty: jsonb('loyalty').notNull(),
  /** Demo switch: the profile call answers 503 for this member (§R6.5 retries). */
  profileUnavailable: boolean('profile_unavailable').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Authorization codes, stored hashed, single use, short-lived. */
export const rewardsAuthorizationCode = pgTable('rewards_authorization_code', {
  codeHash: text('code_hash').primaryKey(),
  memberId: text('member_id')
    .notNull()
    .references(() => rewardsMember.id, { onDelete: 'cascade' }),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  scope: text('scope').notNull(),
  codeChallenge: text('code_challenge'),
  nonce: text('nonce'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
})

/** Access tokens for the userinfo endpoint, stored hashed. */
export const rewardsAccessToken = pgTable('rewards_access_token', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: text('member_id')
    .notNull()
    .references(() => rewardsMember.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/**
 * Refresh tokens, stored hashed. Each is used once: a refresh claims it and issues the next one
 * (rotation), so a stolen token that was already used is worthless.
 */
export const rewardsRefreshToken = pgTable('rewards_refresh_token', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: text('member_id')
    .notNull()
    .references(() => rewardsMember.id, { onDelete: 'cascade' }),
  clientId: text('client_id').notNull(),
  scope: text('scope').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
})

/**
 * The provider's ID-token signing keys (JWK), shared by every instance: the newest signs, all are
 * published as JWKS. Kept in the database, not DATA_DIR, so a token one instance signs verifies on any.
 */
export const rewardsSigningKey = pgTable('rewards_signing_key', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').notNull(),
  publicJwk: jsonb('public_jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
