// Opens the database: PostgreSQL through a pool when a URL is given, else PGlite under DATA_DIR.
// Either way the versioned migrations run first, so a data folder is upgraded, never discarded; on
// PostgreSQL under an advisory lock, so instances starting together on an empty database migrate it once.
import path from 'node:path'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { Pool } from 'pg'
import { logger } from '../log/logger'
import { lockDataDir } from './data-dir-lock'
import * as schema from './schema'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export type DatabaseHandle = {
  db: Database
  kind: 'pglite' | 'postgres'
  /** PostgreSQL only: the pool under `db`, for libraries that take one (the shared rate limiter). */
  pool?: Pool
  /**
   * Hears NOTIFY on a channel (on PostgreSQL over a connection of its own, reconnecting after a loss and
   * then calling `onResume`, since notices sent meanwhile were missed). Answers how to stop listening.
   */
  listen(channel: string, onNotice: (payload: string) => void, onResume: () => void): Promise<() => Promise<void>>
  /** PGlite only: a consistent copy of the data folder (a gzipped tar), taken between queries. */
  dump?: () => Promise<Blob>
  close(): Promise<void>
}

export type DatabaseOptions = {
  /** A postgres:// URL; when absent PGlite is used. */
  url?: string
  /** PGlite's data folder, or `memory://` for a throwaway database. */
  dataDir: string
  /** Runs after the migrations, under the same lock (seeding), so concurrent starts do it one at a time. */
  prepare?: (db: Database) => Promise<void>
  /** The drizzle migrations to apply: this build's (server/db/migrations) unless a test gives others. */
  migrationsFolder?: string
  /** PostgreSQL's timeouts and pool size (the DATABASE_* variables); defaults as in server/config/env.ts. */
  limits?: Partial<PostgresLimits>
  /** PGlite in memory only: starts from a copy `dump` took (tests start from one migrated and seeded database). */
  from?: Blob
}

/** How long PostgreSQL may take, in milliseconds (0: no limit), and how many connections the pool holds. */
export type PostgresLimits = { connectTimeoutMs: number; statementTimeoutMs: number; idleInTransactionTimeoutMs: number; poolMax: number }

export const defaultPostgresLimits: PostgresLimits = { connectTimeoutMs: 5_000, statementTimeoutMs: 30_000, idleInTransactionTimeoutMs: 60_000, poolMax: 10 }

/** The host and port of a database URL, never its credentials: what a log line may name. */
function databaseAddress(url: string) {
  const { hostname, port } = new URL(url)
  return `${hostname}:${port || '5432'}`
}

/** A failure to reach the database at start-up, as one line naming the variable to check. */
function unreachable(url: string, limits: PostgresLimits, error: unknown) {
  const reason = error instanceof Error ? error.message : String(error)
  const timedOut = /timeout/i.test(reason)
  return new Error(
    `could not connect to the database of DATABASE_URL (${databaseAddress(url)})${timedOut ? ` within DATABASE_CONNECT_TIMEOUT_MS=${limits.connectTimeoutMs}` : ''}: ${reason}`,
    { cause: error },
  )
}

/**
 * A failed migration as one line with the database's own reason (drizzle's message is the whole query):
 * PostgreSQL's message, its SQLSTATE code and the start of the statement.
 */
export function migrationFailure(error: unknown) {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
  const reason = cause instanceof Error ? cause.message : String(cause)
  const code = (cause as { code?: unknown }).code
  const query = (error as { query?: unknown }).query
  const statement = typeof query === 'string' ? ` in: ${query.replace(/\s+/g, ' ').trim().slice(0, 160)}` : ''
  return new Error(`a migration of server/db/migrations failed: ${reason}${typeof code === 'string' ? ` (SQLSTATE ${code})` : ''}${statement}`, { cause: error })
}

async function migrateOrExplain(run: () => Promise<void>) {
  try {
    await run()
  } catch (error) {
    throw migrationFailure(error)
  }
}

/** The advisory lock key that serialises migrations (and seeding) across instances: any fixed 64-bit number. */
export const migrationLockKey = 7_343_120_915

// npm scripts run at the package root, in development and production alike.
export const shippedMigrationsFolder = path.resolve(process.cwd(), 'server/db/migrations')

export async function openDatabase({ url, dataDir, prepare, limits: given, migrationsFolder = shippedMigrationsFolder, from }: DatabaseOptions): Promise<DatabaseHandle> {
  if (url) {
    const limits = { ...defaultPostgresLimits, ...given }
    const [{ Pool }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ])
    const connection = { connectionString: url, connectionTimeoutMillis: limits.connectTimeoutMs }
    const pool = new Pool({
      ...connection,
      max: limits.poolMax,
      // Enforced by the server; query_timeout also ends the wait when the server itself stops answering.
      ...(limits.statementTimeoutMs ? { statement_timeout: limits.statementTimeoutMs, query_timeout: limits.statementTimeoutMs + 1_000 } : {}),
      ...(limits.idleInTransactionTimeoutMs ? { idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs } : {}),
    })
    pool.on('error', logClosedConnection)
    const db = drizzle(pool, { schema })
    // Migrations (and the wait for another instance's) may take longer than a request's statement may:
    // they run on a pool of their own without the statement timeout, closed once done.
    const migrationPool = new Pool({ ...connection, max: 2 })
    migrationPool.on('error', logClosedConnection)
    try {
      // A session lock on one connection: the other instances wait here, then find nothing to do.
      const lock = await migrationPool.connect().catch((error: unknown) => {
        throw unreachable(url, limits, error)
      })
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [migrationLockKey])
        const migrationDb = drizzle(migrationPool, { schema })
        await migrateOrExplain(() => migrate(migrationDb, { migrationsFolder }))
        // Seeding on the serving pool: what it sets up (the simulator's catalogue) keeps the database it was given.
        await prepare?.(db as unknown as Database)
      } finally {
        await lock.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined)
        lock.release()
      }
    } catch (error) {
      await pool.end()
      throw error
    } finally {
      await migrationPool.end()
    }
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      pool,
      listen: (channel, onNotice, onResume) => listenOnPostgres(connection, channel, onNotice, onResume),
      close: () => pool.end(),
    }
  }

  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ])
  const inMemory = dataDir.startsWith('memory://')
  const location = inMemory ? dataDir : path.resolve(dataDir, 'pglite')
  // PGlite creates only the last folder of its path; the lock is taken in DATA_DIR before anything opens.
  const unlock = inMemory ? () => undefined : lockDataDir(dataDir)
  // PGlite's memory is WebAssembly memory, which grows and is never given back: PostgreSQL's defaults
  // (128 MB of shared buffers, 64 MB per index build) would stay resident for the process's life. The
  // embedded database is small and the app caches what pages read often (docs/decisions/067).
  const memorySettings = ['shared_buffers=16MB', 'maintenance_work_mem=8MB', 'temp_buffers=2MB'].flatMap((setting) => ['-c', setting])
  const client = await PGlite.create(location, { startParams: [...PGlite.defaultStartParams, ...memorySettings], ...(inMemory && from ? { loadDataDir: from } : {}) }).catch((error: unknown) => {
    unlock()
    throw error
  })
  const close = () => client.close().finally(unlock)
  const db = drizzle(client, { schema })
  try {
    await migrateOrExplain(() => migrate(db, { migrationsFolder }))
    await prepare?.(db as unknown as Database)
  } catch (error) {
    await close()
    throw error
  }
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    listen: (channel, onNotice) => client.listen(channel, onNotice),
    dump: () => client.dumpDataDir('gzip'),
    close,
  }
}

/**
 * An idle connection the server closed (a restart, an administrator, a dropped test database) emits an
 * error on its pool; unhandled it would stop the process. The pool replaces it; the line names the
 * reason only (the error carries the client, with its backend cancel key).
 */
function logClosedConnection(error: Error) {
  logger.warn({ reason: error.message, code: (error as { code?: string }).code }, 'an idle database connection was closed')
}

const reconnectDelayMs = 1_000

async function listenOnPostgres(connection: { connectionString: string; connectionTimeoutMillis: number }, channel: string, onNotice: (payload: string) => void, onResume: () => void) {
  const { Client } = await import('pg')
  let client: InstanceType<typeof Client> | undefined
  let stopped = false
  let retry: ReturnType<typeof setTimeout> | undefined

  const reconnectLater = () => {
    if (stopped || retry) return
    void client?.end().catch(() => undefined)
    client = undefined
    retry = setTimeout(() => {
      retry = undefined
      connect().then(onResume, (error: unknown) => {
        logger.warn({ err: error, channel }, 'could not listen for database notices; retrying')
        reconnectLater()
      })
    }, reconnectDelayMs)
    retry.unref()
  }

  const connect = async () => {
    const next = new Client(connection)
    next.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? '')
    })
    next.on('error', (error) => {
      logger.warn({ err: error, channel }, 'the connection listening for database notices failed; reconnecting')
      reconnectLater()
    })
    next.on('end', reconnectLater)
    await next.connect()
    // Channel names are ours (identifiers, not input); LISTEN takes no parameters.
    await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`)
    client = next
  }

  await connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    await client?.end().catch(() => undefined)
  }
}
