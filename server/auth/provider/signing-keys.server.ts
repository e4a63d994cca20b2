// The provider's ID-token signing keys: ES256 key pairs kept in the database (rewards_signing_key), so
// every instance signs with the same key and publishes the same JWKS. The first instance to need a key
// creates it under an advisory lock; a key file an earlier version wrote to DATA_DIR is imported instead,
// once, so tokens and sessions from before the upgrade stay verifiable. Only public halves are published.
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { desc, sql } from 'drizzle-orm'
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose'
import type { Database } from '@server/db/database.server'
import { rewardsSigningKey } from './provider.tables'

export const signingAlgorithm = 'ES256'
/** Serialises the creation of the first key across instances; any fixed 64-bit number. */
const signingKeyLockKey = 7_343_120_916

export type SigningKey = { kid: string; privateKey: CryptoKey; publicJwk: JWK }

/** The newest stored key, created (or imported from `legacyKeyFile`) when there is none. */
export async function loadSigningKey(db: Database, legacyKeyFile?: string): Promise<SigningKey> {
  const stored = (await newestKey(db)) ?? (await createFirstKey(db, legacyKeyFile))
  const privateJwk = stored.privateJwk as JWK
  return { kid: stored.kid, privateKey: (await importJWK(privateJwk, signingAlgorithm)) as CryptoKey, publicJwk: stored.publicJwk as JWK }
}

/** Every stored key's public half, newest first: the JWKS. */
export async function publicSigningKeys(db: Database): Promise<JWK[]> {
  const rows = await db.select({ publicJwk: rewardsSigningKey.publicJwk }).from(rewardsSigningKey).orderBy(desc(rewardsSigningKey.createdAt))
  return rows.map((row) => row.publicJwk as JWK)
}

async function newestKey(db: Pick<Database, 'select'>) {
  const [row] = await db.select().from(rewardsSigningKey).orderBy(desc(rewardsSigningKey.createdAt)).limit(1)
  return row
}

async function createFirstKey(db: Database, legacyKeyFile: string | undefined) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${signingKeyLockKey})`)
    // Another instance may have created it while this one waited for the lock.
    const existing = await newestKey(tx)
    if (existing) return existing
    const privateJwk = readLegacyKey(legacyKeyFile) ?? (await generateKey())
    const { d: _private, ...publicJwk } = privateJwk
    const [row] = await tx
      .insert(rewardsSigningKey)
      .values({ kid: privateJwk.kid ?? randomUUID(), privateJwk, publicJwk })
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
