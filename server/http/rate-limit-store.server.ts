// Where rate-limit counters live (docs/decisions/062-many-instances.md): Redis when REDIS_URL is set,
// else the PostgreSQL of DATABASE_URL (so every instance counts together), else this process's memory
// (the embedded single-process default). Shared counters are rate-limiter-flexible's atomic upserts.
import type { Pool } from 'pg'
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { config } from '../config/env'
import { databaseHandle } from '../db/db.server'
import { logger } from '../log/logger'

/** `max` attempts per `window` seconds, counted from the first attempt of a window. */
export type RateLimit = { window: number; max: number }
/** `remaining` attempts left in the window and `resetSeconds` until it ends: what RateLimit headers report. */
export type RateLimitDecision = { allowed: true; remaining: number; resetSeconds: number } | { allowed: false; retryAfterSeconds: number; remaining: 0; resetSeconds: number }

export type RateLimitStore = {
  kind: 'memory' | 'postgres' | 'redis'
  consume(key: string, limit: RateLimit): Promise<RateLimitDecision>
  close(): Promise<void>
}

/** The table the PostgreSQL store counts in (created by a migration, in rate-limiter-flexible's layout). */
export const rateLimitTable = 'rate_limit_counter'

/**
 * A fixed-window counter per key in this process; `now` lets tests move time. Each window ends at its own
 * time: a limit with a short window never ends another's longer one (issue 35: a sign-in attempt once
 * emptied every reservation-lookup lock older than 10 s). Ended windows are swept at most once a second.
 */
export function memoryRateLimitStore(now: () => number = () => Date.now()): RateLimitStore {
  const windows = new Map<string, { count: number; endsAt: number }>()
  let sweptAt = 0
  return {
    kind: 'memory',
    async consume(key, { window: windowSeconds, max }) {
      const time = now()
      if (time - sweptAt >= 1000) {
        sweptAt = time
        for (const [entryKey, entry] of windows) if (time >= entry.endsAt) windows.delete(entryKey)
      }
      const current = windows.get(key)
      if (!current || time >= current.endsAt) {
        windows.set(key, { count: 1, endsAt: time + windowSeconds * 1000 })
        return { allowed: true, remaining: Math.max(0, max - 1), resetSeconds: windowSeconds }
      }
      const resetSeconds = Math.ceil((current.endsAt - time) / 1000)
      if (current.count >= max) return { allowed: false, retryAfterSeconds: resetSeconds, remaining: 0, resetSeconds }
      current.count += 1
      return { allowed: true, remaining: max - current.count, resetSeconds }
    },
    async close() {},
  }
}

type LimiterFactory = (limit: RateLimit, keyPrefix: string) => RateLimiterAbstract

/**
 * A store over rate-limiter-flexible limiters, one per distinct limit. A store that fails (the database
 * or Redis unreachable) falls back to counting in memory for that call rather than refusing everyone.
 */
function flexibleStore(kind: 'postgres' | 'redis', create: LimiterFactory, close: () => Promise<void>): RateLimitStore {
  const limiters = new Map<string, RateLimiterAbstract>()
  const limiterFor = (limit: RateLimit) => {
    const keyPrefix = `w${limit.window}m${limit.max}`
    let limiter = limiters.get(keyPrefix)
    if (!limiter) {
      limiter = create(limit, keyPrefix)
      limiters.set(keyPrefix, limiter)
    }
    return limiter
  }
  return {
    kind,
    async consume(key, limit) {
      try {
        const counted = await limiterFor(limit).consume(key)
        return { allowed: true, remaining: counted.remainingPoints, resetSeconds: Math.ceil(counted.msBeforeNext / 1000) }
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          const resetSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
          return { allowed: false, retryAfterSeconds: resetSeconds, remaining: 0, resetSeconds }
        }
        throw rejection
      }
    },
    close,
  }
}

function insurance(limit: RateLimit, keyPrefix: string) {
  return new RateLimiterMemory({ points: limit.max, duration: limit.window, keyPrefix })
}

/** Counters in Redis, shared by every instance that uses the same server. */
export async function redisRateLimitStore(url: string): Promise<RateLimitStore> {
  const { createClient } = await import('redis')
  const client = createClient({ url })
  client.on('error', (error: Error) => logger.warn({ err: error }, 'the Redis connection failed; rate limits count in this process meanwhile'))
  await client.connect()
  return flexibleStore(
    'redis',
    (limit, keyPrefix) =>
      new RateLimiterRedis({ storeClient: client, useRedisPackage: true, points: limit.max, duration: limit.window, keyPrefix: `rewards:${keyPrefix}`, insuranceLimiter: insurance(limit, keyPrefix) }),
    async () => void (await client.close().catch(() => undefined)),
  )
}

/** Counters in the rate_limit_counter table, shared by every instance on the same database. */
export function postgresRateLimitStore(pool: Pool): RateLimitStore {
  return flexibleStore(
    'postgres',
    (limit, keyPrefix) =>
      new RateLimiterPostgres({ storeClient: pool, storeType: 'pool', tableName: rateLimitTable, tableCreated: true, points: limit.max, duration: limit.window, keyPrefix, insuranceLimiter: insurance(limit, keyPrefix) }),
    async () => {},
  )
}

async function openSharedStore(): Promise<RateLimitStore> {
  const settings = config()
  if (settings.REDIS_URL) return redisRateLimitStore(settings.REDIS_URL)
  const handle = settings.DATABASE_URL ? await databaseHandle() : undefined
  return handle?.pool ? postgresRateLimitStore(handle.pool) : memoryRateLimitStore()
}

let shared: Promise<RateLimitStore> | undefined

/** The process's store, chosen from the configuration on first use. */
export function sharedRateLimitStore(): Promise<RateLimitStore> {
  shared ??= openSharedStore().catch((error: unknown) => {
    shared = undefined
    throw error
  })
  return shared
}

export async function closeSharedRateLimitStore() {
  const current = shared
  shared = undefined
  if (current) await (await current.catch(() => undefined))?.close()
}
