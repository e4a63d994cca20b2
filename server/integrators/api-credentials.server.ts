// Creating, listing, revoking and checking integrators' credentials (docs/decisions/069). A secret is
// 32 random bytes behind a readable prefix; the database keeps its SHA-256 hash (a fast hash is
// enough for a secret of that entropy: there is nothing to guess a dictionary from).
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm'
import type { Database } from '../db/database.server'
import type { RateLimit } from '../http/rate-limit-store.server'
import { apiCredential } from './api-credentials.tables'

export type ApiCredentialKind = (typeof apiCredential.$inferSelect)['kind']

export const secretPrefixes = { 'member-token': 'rtm_', 'partner-key': 'rtk_' } as const satisfies Record<ApiCredentialKind, string>

/** Default limits: a member's own tools, and a partner's catalogue and guest traffic (per credential). */
export const defaultRateLimits = {
  'member-token': { max: 120, window: 60 },
  'partner-key': { max: 600, window: 60 },
} as const satisfies Record<ApiCredentialKind, RateLimit>

/** What an owner may see of a credential: never the secret, which is shown once at creation. */
export type ApiCredentialSummary = {
  id: string
  kind: ApiCredentialKind
  name: string
  secretStart: string
  createdAt: Date
  expiresAt: Date | null
  revokedAt: Date | null
  lastUsedAt: Date | null
  rateLimit: RateLimit
}

export type ActiveCredential = { id: string; kind: ApiCredentialKind; userId: string | null; expiresAt: Date | null; rateLimit: RateLimit }

export function hashSecret(secret: string) {
  return createHash('sha256').update(secret).digest('hex')
}

const summaryColumns = {
  id: apiCredential.id,
  kind: apiCredential.kind,
  name: apiCredential.name,
  secretStart: apiCredential.secretStart,
  createdAt: apiCredential.createdAt,
  expiresAt: apiCredential.expiresAt,
  revokedAt: apiCredential.revokedAt,
  lastUsedAt: apiCredential.lastUsedAt,
  rateLimitMax: apiCredential.rateLimitMax,
  rateLimitWindowSeconds: apiCredential.rateLimitWindowSeconds,
}

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof apiCredential.$inferSelect)[K] }

function summaryOf({ rateLimitMax, rateLimitWindowSeconds, ...row }: SummaryRow): ApiCredentialSummary {
  return { ...row, rateLimit: { max: rateLimitMax, window: rateLimitWindowSeconds } }
}

export type NewApiCredential = {
  kind: ApiCredentialKind
  name: string
  /** The member a token acts for (required for a member token, absent for a partner key). */
  userId?: string
  expiresAt?: Date | null
  rateLimit?: RateLimit
}

/** Stores a new credential and answers it with its secret: the only time the secret is known. */
export async function createApiCredential(db: Database, input: NewApiCredential): Promise<{ credential: ApiCredentialSummary; secret: string }> {
  if ((input.kind === 'member-token') !== Boolean(input.userId)) throw new Error('a member token needs its member, and a partner key has none')
  const secret = `${secretPrefixes[input.kind]}${randomBytes(32).toString('base64url')}`
  const rateLimit = input.rateLimit ?? defaultRateLimits[input.kind]
  const [row] = await db
    .insert(apiCredential)
    .values({
      id: randomUUID(),
      kind: input.kind,
      name: input.name,
      userId: input.userId ?? null,
      secretHash: hashSecret(secret),
      secretStart: secret.slice(0, 10),
      rateLimitMax: rateLimit.max,
      rateLimitWindowSeconds: rateLimit.window,
      expiresAt: input.expiresAt ?? null,
    })
    .returning(summaryColumns)
  if (!row) throw new Error('the credential was not stored')
  return { credential: summaryOf(row), secret }
}

/** A member's tokens, newest first, revoked ones included (they say when). */
export async function listMemberTokens(db: Database, userId: string): Promise<ApiCredentialSummary[]> {
  const rows = await db.select(summaryColumns).from(apiCredential).where(and(eq(apiCredential.kind, 'member-token'), eq(apiCredential.userId, userId))).orderBy(desc(apiCredential.createdAt))
  return rows.map(summaryOf)
}

export async function listPartnerKeys(db: Database): Promise<ApiCredentialSummary[]> {
  const rows = await db.select(summaryColumns).from(apiCredential).where(eq(apiCredential.kind, 'partner-key')).orderBy(desc(apiCredential.createdAt))
  return rows.map(summaryOf)
}

/**
 * Revokes a credential at once. A member revokes only their own tokens (`userId`); a partner key is
 * revoked by the operator's command. Answers whether a live credential was revoked.
 */
export async function revokeApiCredential(db: Database, target: { id: string; kind: 'member-token'; userId: string } | { id: string; kind: 'partner-key' }, now = new Date()) {
  const owner = target.kind === 'member-token' ? eq(apiCredential.userId, target.userId) : isNull(apiCredential.userId)
  const revoked = await db
    .update(apiCredential)
    .set({ revokedAt: now })
    .where(and(eq(apiCredential.id, target.id), eq(apiCredential.kind, target.kind), owner, isNull(apiCredential.revokedAt)))
    .returning({ id: apiCredential.id })
  return revoked.length > 0
}

export type CredentialCheck = { ok: true; credential: ActiveCredential } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' }

/** The live credential a secret belongs to, or why there is none. */
export async function checkApiCredential(db: Database, kind: ApiCredentialKind, secret: string, now = new Date()): Promise<CredentialCheck> {
  if (!secret.startsWith(secretPrefixes[kind])) return { ok: false, reason: 'unknown' }
  const [row] = await db
    .select({
      id: apiCredential.id,
      kind: apiCredential.kind,
      userId: apiCredential.userId,
      expiresAt: apiCredential.expiresAt,
      revokedAt: apiCredential.revokedAt,
      lastUsedAt: apiCredential.lastUsedAt,
      rateLimitMax: apiCredential.rateLimitMax,
      rateLimitWindowSeconds: apiCredential.rateLimitWindowSeconds,
    })
    .from(apiCredential)
    .where(and(eq(apiCredential.secretHash, hashSecret(secret)), eq(apiCredential.kind, kind)))
  if (!row) return { ok: false, reason: 'unknown' }
  if (row.revokedAt) return { ok: false, reason: 'revoked' }
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' }
  // When it was last used, to the minute: one write a minute at most per credential.
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000) {
    await db
      .update(apiCredential)
      .set({ lastUsedAt: now })
      .where(and(eq(apiCredential.id, row.id), or(isNull(apiCredential.lastUsedAt), lt(apiCredential.lastUsedAt, new Date(now.getTime() - 60_000)))))
  }
  return { ok: true, credential: { id: row.id, kind: row.kind, userId: row.userId, expiresAt: row.expiresAt, rateLimit: { max: row.rateLimitMax, window: row.rateLimitWindowSeconds } } }
}
