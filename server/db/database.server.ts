// Opens the database: PostgreSQL through a pool when a URL is given, else PGlite under DATA_DIR.
// Either way the versioned migrations run first, so a data folder is upgraded, never discarded; on
// PostgreSQL under an advisory lock, so instances starting together on an empty database migrate it once.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { Pool } from 'pg'
import { logger } from '../log/logger'
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
  close(): Promise<void>
}

export type DatabaseOptions = {
  /** A postgres:// URL; when absent PGlite is used. */
  url?: string
  /** PGlite's data folder, or `memory://` for a throwaway database. */
  dataDir: string
  /** Runs after the migrations, under the same lock (seeding), so concurrent starts do it one at a time. */
  prepare?: (db: Database) => Promise<void>
}

/** The advisory lock key that serialises migrations (and seeding) across instances: any fixed 64-bit number. */
export const migrationLockKey = 7_343_120_915

// npm scripts run at the package root, in development and production alike.
const migrationsFolder = path.resolve(process.cwd(), 'server/db/migrations')

export async function openDatabase({ url, dataDir, prepare }: DatabaseOptions): Promise<DatabaseHandle> {
  if (url) {
    const [{ Pool }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ])
    const pool = new Pool({ connectionString: url, max: 10 })
    // An idle connection the server closes (a restart, an administrator, a dropped test database)
    // emits an error on the pool; unhandled it would stop the process. The pool replaces it.
    pool.on('error', (error) => logger.warn({ err: error, code: (error as { code?: string }).code }, 'an idle database connection was closed'))
    const db = drizzle(pool, { schema })
    try {
      // A session lock on one connection of the pool: the others wait here, then find nothing to do.
      const lock = await pool.connect()
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [migrationLockKey])
        await migrate(db, { migrationsFolder })
        await prepare?.(db as unknown as Database)
      } finally {
        await lock.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined)
        lock.release()
      }
    } catch (error) {
      await pool.end()
      throw error
    }
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      pool,
      listen: (channel, onNotice, onResume) => listenOnPostgres(url, channel, onNotice, onResume),
      close: () => pool.end(),
    }
  }

  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ])
  const location = dataDir.startsWith('memory://') ? dataDir : path.resolve(dataDir, 'pglite')
  // PGlite creates only the last folder of its path.
  if (!location.startsWith('memory://')) mkdirSync(path.dirname(location), { recursive: true })
  // PGlite's memory is WebAssembly memory, which grows and is never given back: PostgreSQL's defaults
  // (128 MB of shared buffers, 64 MB per index build) would stay resident for the process's life. The
  // embedded database is small and the app caches what pages read often (docs/decisions/067).
  const memorySettings = ['shared_buffers=16MB', 'maintenance_work_mem=8MB', 'temp_buffers=2MB'].flatMap((setting) => ['-c', setting])
  const client = await PGlite.create(location, { startParams: [...PGlite.defaultStartParams, ...memorySettings] })
  const db = drizzle(client, { schema })
  try {
    await migrate(db, { migrationsFolder })
    await prepare?.(db as unknown as Database)
  } catch (error) {
    await client.close()
    throw error
  }
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    listen: (channel, onNotice) => client.listen(channel, onNotice),
    close: () => client.close(),
  }
}

const reconnectDelayMs = 1_000

async function listenOnPostgres(url: string, channel: string, onNotice: (payload: string) => void, onResume: () => void) {
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
    const next = new Client({ connectionString: url })
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
