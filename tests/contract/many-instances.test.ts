// §D7.10 "Scale-out" (docs/decisions/062-many-instances.md), below the HTTP layer: what several
// instances on one database share. Two handles on one database stand for two instances; on PGlite
// (one process by nature) the checks that need a second process are skipped. The cluster suite
// (tests/cluster) proves the same through nginx and two production servers.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoPassword } from '@server/auth/provider/demo-members'
import { seedRewardsMembers } from '@server/auth/provider/provider.seed'
import { createRewardsClubProvider, embeddedClientId } from '@server/auth/provider/provider.server'
import { rewardsSigningKey } from '@server/auth/provider/provider.tables'
import { loadSigningKey, publicSigningKeys, retiredKeyPublishedMs, signingKeyLifetimeMs } from '@server/auth/provider/signing-keys.server'
import { listenForCacheChanges, onTableChange } from '@server/db/change-notices.server'
import { openDatabase, type DatabaseHandle } from '@server/db/database.server'
import { featureFlags, siteConfig } from '@server/db/schema'
import { seed } from '@server/db/seed.server'
import { createReadinessCheck, newestMigrationMillis } from '@server/http/health.server'
import { postgresRateLimitStore, redisRateLimitStore, type RateLimitStore } from '@server/http/rate-limit-store.server'
import { createTestDatabase, testDatabaseKind } from '../fixtures/database'

const onPostgres = testDatabaseKind === 'postgres'
const siteUrl = 'http://travel.test'
const cleanups: (() => Promise<unknown> | unknown)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

/** Two instances' handles on one fresh database (on PGlite, one handle twice). */
async function twoInstances(prepare?: typeof seed): Promise<[DatabaseHandle, DatabaseHandle]> {
  const created = await createTestDatabase()
  if (!created) {
    const only = await openDatabase({ dataDir: 'memory://', prepare })
    cleanups.push(() => only.close())
    return [only, only]
  }
  cleanups.push(created.drop)
  const [first, second] = await Promise.all([openDatabase({ url: created.url, dataDir: 'unused', prepare }), openDatabase({ url: created.url, dataDir: 'unused', prepare })])
  cleanups.push(() => first.close(), () => second.close())
  return [first, second]
}

let first: DatabaseHandle
let second: DatabaseHandle
beforeAll(async () => {
  ;[first, second] = await twoInstances(seed)
  await seedRewardsMembers(first.db)
})

describe('two instances starting at once on an empty database', () => {
  it.runIf(onPostgres)('migrate and seed it once, one after the other', async () => {
    const journal = JSON.parse(readFileSync('server/db/migrations/meta/_journal.json', 'utf8')) as { entries: unknown[] }
    const applied = await first.db.execute(sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`)
    expect((applied as unknown as { rows: { count: number }[] }).rows[0]!.count).toBe(journal.entries.length)
    expect(await second.db.select().from(siteConfig)).toHaveLength(1)
  })
})

describe('rate limits', () => {
  it.runIf(onPostgres)('count together on PostgreSQL: 3 attempts in all, then both instances refuse', async () => {
    const stores = [postgresRateLimitStore(first.pool!), postgresRateLimitStore(second.pool!)]
    const limit = { window: 10, max: 3 }
    const decisions = []
    for (let attempt = 0; attempt < 6; attempt++) decisions.push((await stores[attempt % 2]!.consume('sign-in:198.51.100.7', limit)).allowed)
    expect(decisions).toEqual([true, true, true, false, false, false])
    expect(await stores[1]!.consume('sign-in:198.51.100.8', limit)).toMatchObject({ allowed: true })
  })

  it.runIf(onPostgres)('hold under simultaneous attempts from both instances (the counter is one atomic upsert)', async () => {
    const stores = [postgresRateLimitStore(first.pool!), postgresRateLimitStore(second.pool!)]
    const decisions = await Promise.all(Array.from({ length: 10 }, (_, attempt) => stores[attempt % 2]!.consume('burst:198.51.100.9', { window: 10, max: 3 })))
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(3)
  })

  it.runIf(process.env.TEST_REDIS_URL)('count together on Redis', async () => {
    const stores: RateLimitStore[] = [await redisRateLimitStore(process.env.TEST_REDIS_URL!, 1_000), await redisRateLimitStore(process.env.TEST_REDIS_URL!, 1_000)]
    cleanups.push(...stores.map((store) => () => store.close()))
    const key = `sign-in:redis-test-${Date.now()}`
    const decisions = []
    for (let attempt = 0; attempt < 5; attempt++) decisions.push((await stores[attempt % 2]!.consume(key, { window: 10, max: 3 })).allowed)
    expect(decisions).toEqual([true, true, true, false, false])
  })
})

describe("the rewards-club stand-in's signing keys", () => {
  it('are one key in the database: a token signed by one instance verifies against the other JWKS', async () => {
    const providerOf = (handle: DatabaseHandle) => createRewardsClubProvider({ db: handle.db, appUrl: siteUrl, clientSecret: 'client-secret' })
    const [one, other] = [providerOf(first), providerOf(second)]
    const [jwksOne, jwksOther] = await Promise.all([one.jwks(), other.jwks()])
    expect(jwksOne.keys).toHaveLength(1)
    expect(jwksOther).toEqual(jwksOne)
    expect(jwksOne.keys[0]).not.toHaveProperty('d')

    const member = await one.authenticate('gold', demoPassword)
    const { endpoints } = one
    const authorize = { clientId: embeddedClientId, redirectUri: endpoints.redirect_uri, responseType: 'code', scope: 'openid', state: 's' }
    const code = new URL(await one.issueCode(member!.id, authorize)).searchParams.get('code')!
    const tokens = await one.exchangeCode({ grantType: 'authorization_code', code, redirectUri: endpoints.redirect_uri, clientId: embeddedClientId, clientSecret: 'client-secret' })
    if ('error' in tokens) throw new Error(tokens.error_description)
    const { payload } = await jwtVerify(tokens.id_token, createLocalJWKSet(await other.jwks()), { issuer: endpoints.issuer, audience: embeddedClientId })
    expect(payload.sub).toBe(member!.id)
  })

  it('import a key file an earlier version left in DATA_DIR, once, and leave the file as it was', async () => {
    const [handle] = await twoInstances()
    const folder = mkdtempSync(path.join(tmpdir(), 'legacy-key-'))
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }))
    const pair = await generateKeyPair('ES256', { extractable: true })
    const legacy = { ...(await exportJWK(pair.privateKey)), kid: 'legacy-kid', alg: 'ES256', use: 'sig' }
    const keyFile = path.join(folder, 'rewards-club-signing-key.json')
    writeFileSync(keyFile, JSON.stringify(legacy))
    const providers = [0, 1].map(() => createRewardsClubProvider({ db: handle.db, appUrl: siteUrl, clientSecret: 'client-secret', keyFile }))
    const [a, b] = await Promise.all(providers.map((provider) => provider.jwks()))
    expect(a!.keys.map((key) => key.kid)).toEqual(['legacy-kid'])
    expect(b).toEqual(a)
    expect(JSON.parse(readFileSync(keyFile, 'utf8'))).toEqual(legacy)
    expect(await handle.db.select().from(rewardsSigningKey)).toHaveLength(1)
  }, 60_000)
})

describe('signing key rotation', () => {
  it('makes one successor once the newest key has signed for its lifetime, keeps the retired key published for the overlap, then drops it', async () => {
    const [first, second] = await twoInstances()
    const day = 24 * 60 * 60 * 1000
    let time = Date.parse('2027-01-01T00:00:00Z')
    const now = () => time
    const original = await loadSigningKey(first.db, undefined, now)
    time += signingKeyLifetimeMs - day
    expect((await loadSigningKey(second.db, undefined, now)).kid).toBe(original.kid)

    time += 2 * day
    const [a, b] = await Promise.all([loadSigningKey(first.db, undefined, now), loadSigningKey(second.db, undefined, now)])
    expect(a.kid).not.toBe(original.kid)
    expect(b.kid).toBe(a.kid)
    expect(await first.db.select().from(rewardsSigningKey)).toHaveLength(2)
    expect((await publicSigningKeys(second.db, now)).map((key) => key.kid)).toEqual([a.kid, original.kid])

    time += retiredKeyPublishedMs + 1
    expect((await publicSigningKeys(first.db, now)).map((key) => key.kid)).toEqual([a.kid])
  }, 60_000)
})

describe('cache change notices', () => {
  it('reach the other instance within 2 s of a write to feature_flags, page_content or site_config', async () => {
    const stop = await listenForCacheChanges(second)
    cleanups.push(stop)
    const heard: string[] = []
    const unsubscribe = [onTableChange('feature_flags', () => heard.push('feature_flags')), onTableChange('site_config', () => heard.push('site_config')), onTableChange('page_content', () => heard.push('page_content'))]
    cleanups.push(() => unsubscribe.forEach((off) => off()))
    const started = Date.now()
    await first.db.update(featureFlags).set({ updatedAt: new Date() }).where(eq(featureFlags.key, 'labs-rapid'))
    await first.db.update(siteConfig).set({ updatedAt: new Date() })
    await first.db.execute(sql`UPDATE page_content SET updated_at = now() WHERE page = 'default'`)
    while (heard.length < 3 && Date.now() - started < 2_000) await new Promise((resolve) => setTimeout(resolve, 20))
    expect(heard.sort()).toEqual(['feature_flags', 'page_content', 'site_config'])
  })
})

describe('readiness', () => {
  it('is ready on a migrated database with the embedded simulator', async () => {
    const check = createReadinessCheck({ database: async () => first.db, newestMigrationMillis: newestMigrationMillis() })
    expect(await check()).toEqual({ ready: true, status: 'ready', checks: { database: 'ok', migrations: 'ok', upstream: 'embedded', rateLimits: 'memory' } })
  })

  it('is not ready when this build has a migration the database lacks', async () => {
    const behind = createReadinessCheck({ database: async () => first.db, newestMigrationMillis: newestMigrationMillis() + 1 })
    expect(await behind()).toMatchObject({ ready: false, status: 'not ready', checks: { migrations: 'behind' } })
  })

  it('is ready but degraded when the upstream or the shared rate-limit store fails (issue 38), not ready only with READINESS_STRICT', async () => {
    const failing = { database: async () => first.db, upstreamUrl: 'http://lxp.test', newestMigrationMillis: newestMigrationMillis(), rateLimitsDegraded: async () => true, fetch: () => Promise.reject(new TypeError('fetch failed')) }
    expect(await createReadinessCheck(failing)()).toEqual({ ready: true, status: 'degraded', checks: { database: 'ok', migrations: 'ok', upstream: 'unreachable', rateLimits: 'degraded' } })
    expect(await createReadinessCheck({ ...failing, strict: true })()).toMatchObject({ ready: false, status: 'not ready' })
    const answering = { ...failing, rateLimitsDegraded: async () => false, fetch: async () => new Response(null, { status: 401 }) }
    expect(await createReadinessCheck({ ...answering, strict: true })()).toEqual({ ready: true, status: 'ready', checks: { database: 'ok', migrations: 'ok', upstream: 'ok', rateLimits: 'ok' } })
  })

  it('is not ready when the database cannot be reached', async () => {
    const check = createReadinessCheck({ database: () => Promise.reject(new Error('connection refused')), newestMigrationMillis: newestMigrationMillis() })
    expect(await check()).toMatchObject({ ready: false, checks: { database: 'unreachable' } })
  })
})
