// The provider's ID-token signing keys: ES256 key pairs kept in the database (rewards_signing_key), so
// every instance signs with the same key and publishes the same JWKS. The first instance to need a key
// creates it under an advisory lock; a key file an earlier version wrote to DATA_DIR is imported instead,
// once, so tokens and sessions from before the upgrade stay verifiable. Keys rotate with overlap: the
// newest signs, a new one is made (under the same lock) once it is older than its lifetime, and a retired
// key stays published long enough to verify whatever it signed. Only public halves are published.
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { desc, sql } from 'drizzle-orm'
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose'
import type { Database } from '@server/db/database.server'
import { rewardsSigningKey } from './provider.tables'

export const signingAlgorithm = 'ES256'
/** Serialises the creation of a key across instances; any fixed 64-bit number. */
const signingKeyLockKey = 7_343_120_916
/** How long a key signs before the next one takes over. */
export const signingKeyLifetimeMs = 30 * 24 * 60 * 60 * 1000
/** How long a retired key stays in the JWKS: longer than anything it signed is used (a session, 24 h). */
export const retiredKeyPublishedMs = 2 * 24 * 60 * 60 * 1000

export type SigningKey = { kid: string; privateKey: CryptoKey; publicJwk: JWK }

/** The newest stored key; created (or imported from `legacyKeyFile`) when there is none, or when it has signed for its lifetime. */
export async function loadSigningKey(db: Database, legacyKeyFile?: string, now: () => number = Date.now): Promise<SigningKey> {
  const newest = await newestKey(db)
  const stored = newest && !isDue(newest, now()) ? newest : await createKey(db, legacyKeyFile, now)
  const privateJwk = stored.privateJwk as JWK
  return { kid: stored.kid, privateKey: (await importJWK(privateJwk, signingAlgorithm)) as CryptoKey, publicJwk: stored.publicJwk as JWK }
}

/** The public halves of the keys that sign or signed recently, newest first: the JWKS. */
export async function publicSigningKeys(db: Database, now: () => number = Date.now): Promise<JWK[]> {
  const rows = await db.select({ publicJwk: rewardsSigningKey.publicJwk, createdAt: rewardsSigningKey.createdAt }).from(rewardsSigningKey).orderBy(desc(rewardsSigningKey.createdAt))
  // A key retired when its successor was made; it is published until that is long enough ago.
  return rows.filter((row, index) => index === 0 || rows[index - 1]!.createdAt.getTime() > now() - retiredKeyPublishedMs).map((row) => row.publicJwk as JWK)
}

function isDue(key: { createdAt: Date }, at: number) {
  return key.createdAt.getTime() <= at - signingKeyLifetimeMs
}

async function newestKey(db: Pick<Database, 'select'>) {
  const [row] = await db.select().from(rewardsSigningKey).orderBy(desc(rewardsSigningKey.createdAt)).limit(1)
  return row
}

async function createKey(db: Database, legacyKeyFile: string | undefined, now: () => number) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${signingKeyLockKey})`)
    // Another instance may have made it while this one waited for the lock.
    const existing = await newestKey(tx)
    if (existing && !isDue(existing, now())) return existing
    // A legacy key file is the first key only, never a successor.
    const privateJwk = (existing ? undefined : readLegacyKey(legacyKeyFile)) ?? (await generateKey())
    const { d: _private, ...publicJwk } = privateJwk
    const [row] = await tx
      .insert(rewardsSigningKey)
      .values({ kid: privateJwk.kid ?? randomUUID(), privateJwk, publicJwk, createdAt: new Date(now()) })
      .returning()
    return row!
  })
}

function readLegacyKey(file: string | undefined): JWK | undefined {
  if (!file) return undefined
  try {
    const jwk = JSON.parse(readFileSync(file, 'utf8')) as JWK
    return jwk.d ? { alg: signingAlgorithm, use: 'sig', ...jwk, kid: jwk.kid ?? 'default' } : undefined
  } catch {
    return undefined
  }
}

async function generateKey(): Promise<JWK> {
  const pair = await generateKeyPair(signingAlgorithm, { extractable: true })
  return { ...(await exportJWK(pair.privateKey)), kid: randomUUID(), alg: signingAlgorithm, use: 'sig' }
}
