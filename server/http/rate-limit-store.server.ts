// Where rate-limit counters live (docs/decisions/062-many-instances.md): Redis when REDIS_URL is set,
// else the PostgreSQL of DATABASE_URL (so every instance counts together), else this process's memory
// (the embedded single-process default). Shared counters are rate-limiter-flexible's atomic upserts.
// A shared store that fails or is late (RATE_LIMIT_TIMEOUT_MS) never holds a request: this process counts
// instead, with one log line when that starts and one when the store answers again (issue 38).
import type { Pool } from 'pg'
import { RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { config } from '../config/env'
import { databaseHandle } from '../db/db.server'
import { logger } from '../log/logger'
import { operationsMetrics } from '../telemetry/operations-metrics'

/** `max` attempts per `window` seconds, counted from the first attempt of a window. */
export type RateLimit = { window: number; max: number }
/** `remaining` attempts left in the window and `resetSeconds` until it ends: what RateLimit headers report. */
export type RateLimitDecision = { allowed: true; remaining: number; resetSeconds: number } | { allowed: false; retryAfterSeconds: number; remaining: 0; resetSeconds: number }

export type RateLimitStore = {
  kind: 'memory' | 'postgres' | 'redis'
  consume(key: string, limit: RateLimit): Promise<RateLimitDecision>
  /** Whether the last decision was made in this process because the shared store failed (readiness reports it). */
  degraded?: () => boolean
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

/** A store over rate-limiter-flexible limiters, one per distinct limit; a failing store's error is thrown. */
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

class StoreTimeout extends Error {
  override name = 'StoreTimeout'
}

/**
 * The shared store, but a call it fails or does not answer within `timeoutMs` is counted in this process
 * (each key keeps its own window there). Entering and leaving that state is one log line each; every
 * decision made here counts on the `rate_limit.fallbacks` metric.
 */
export function withLocalFallback(shared: RateLimitStore, timeoutMs: number, local: RateLimitStore = memoryRateLimitStore()): RateLimitStore {
  let degraded = false
  return {
    kind: shared.kind,
    degraded: () => degraded,
    async consume(key, limit) {
      let timer: ReturnType<typeof setTimeout> | undefined
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new StoreTimeout(`no answer within ${timeoutMs} ms`)), timeoutMs)
      })
      try {
        const decision = await Promise.race([shared.consume(key, limit), late])
        if (degraded) {
          degraded = false
          logger.info({ store: shared.kind }, 'the shared rate-limit store answers again; counting there')
        }
        return decision
      } catch (error) {
        if (!degraded) {
          degraded = true
          logger.warn({ store: shared.kind, reason: error instanceof Error ? error.message : String(error) }, 'the shared rate-limit store failed; counting in this process meanwhile')
        }
        operationsMetrics().rateLimitFallbacks.add(1, { store: shared.kind })
        return local.consume(key, limit)
      } finally {
        clearTimeout(timer)
      }
    },
    close: () => shared.close(),
  }
}

/**
 * Counters in Redis, shared by every instance that uses the same server. Nothing waits for Redis: the
 * connection gets `timeoutMs` to be made (then goes on in the background), and with the offline queue off a
 * command sent while it is down fails at once (then withLocalFallback counts in this process).
 */
export async function redisRateLimitStore(url: string, timeoutMs: number): Promise<RateLimitStore> {
  const { createClient } = await import('redis')
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: timeoutMs },
    // Reconnects back off to 2 s; the first failure is logged by withLocalFallback, each retry only at debug.
    socket: { connectTimeout: timeoutMs, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000) },
  })
  client.on('error', (error: Error) => logger.debug({ err: error }, 'the Redis connection failed'))
  const connected = client.connect().then(
    () => undefined,
    (error: unknown) => logger.debug({ err: error }, 'could not connect to Redis'),
  )
  // A healthy Redis is ready for the first request; a failing one holds the start-up no longer than a command.
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([connected, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))])
  clearTimeout(timer)
  return flexibleStore(
    'redis',
    (limit, keyPrefix) => new RateLimiterRedis({ storeClient: client, useRedisPackage: true, points: limit.max, duration: limit.window, keyPrefix: `rewards:${keyPrefix}` }),
    // destroy, not close: close waits for pending replies a hung Redis never sends.
    async () => client.destroy(),
  )
}

/** Counters in the rate_limit_counter table, shared by every instance on the same database. */
export function postgresRateLimitStore(pool: Pool): RateLimitStore {
  return flexibleStore(
    'postgres',
    (limit, keyPrefix) => new RateLimiterPostgres({ storeClient: pool, storeType: 'pool', tableName: rateLimitTable, tableCreated: true, points: limit.max, duration: limit.window, keyPrefix }),
    async () => {},
  )
}

async function openSharedStore(): Promise<RateLimitStore> {
  const settings = config()
  if (settings.REDIS_URL) return withLocalFallback(await redisRateLimitStore(settings.REDIS_URL, settings.RATE_LIMIT_TIMEOUT_MS), settings.RATE_LIMIT_TIMEOUT_MS)
  const handle = settings.DATABASE_URL ? await databaseHandle() : undefined
  return handle?.pool ? withLocalFallback(postgresRateLimitStore(handle.pool), settings.RATE_LIMIT_TIMEOUT_MS) : memoryRateLimitStore()
}

/**
 * Whether the shared store fails now (readiness): one count on a key of its own goes through it, so a
 * Redis that hangs shows before a visitor meets it. Undefined for the in-process store.
 */
export async function sharedRateLimitStoreDegraded(): Promise<boolean | undefined> {
  const store = await sharedRateLimitStore().catch(() => undefined)
  if (!store?.degraded) return undefined
  await store.consume('readiness-probe', { window: 1, max: 1_000_000 })
  return store.degraded()
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
