// The simulator's database: its own schema and migrations (simulator/db/migrations, recorded in
// drizzle.__simulator_migrations), on a connection it is given or one it opens. Embedded in the app it
// uses the app's connection (one PGlite per data folder, one pool per process: docs/decisions/064);
// standalone (`npm run simulator`) it opens its own under SIMULATOR_DATA_DIR or SIMULATOR_DATABASE_URL.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { TablesRelationalConfig } from 'drizzle-orm'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import * as schema from '../simulator.tables'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'

/**
 * Any drizzle PostgreSQL database, PGlite or pg: the simulator's own, or the app's connection it is embedded
 * on (whose schema is the app's, without the simulator's tables). Its queries name their tables and it makes
 * no relational queries (`db.query`), so the schema a connection was opened with does not matter.
 */
export type Database = PgDatabase<PgQueryResultHKT, Record<string, unknown>, TablesRelationalConfig>

/** The database or a transaction in progress. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0]

// npm scripts run at the package root, in development and production alike.
const migrationsFolder = path.resolve(process.cwd(), 'simulator/db/migrations')
export const simulatorMigrationsTable = '__simulator_migrations'
/** Serialises the simulator's migrations and seeding across processes on one PostgreSQL database. */
const migrationLockKey = 20_261_125

/**
 * Brings the simulator's tables up to date. Works on any drizzle PostgreSQL database (PGlite or pg):
 * the migrators of both drivers are this same call.
 */
export async function migrateSimulator(db: Database) {
  const migrations = readMigrationFiles({ migrationsFolder, migrationsTable: simulatorMigrationsTable })
  const internals = db as unknown as { dialect: { migrate(migrations: unknown, session: unknown, config: unknown): Promise<void> }; session: unknown }
  try {
    await internals.dialect.migrate(migrations, internals.session, { migrationsFolder, migrationsTable: simulatorMigrationsTable })
  } catch (error) {
    throw migrationFailure(error)
  }
}

/**
 * A failed migration as one line with the database's own reason (drizzle's message is the whole query):
 * PostgreSQL's message, its SQLSTATE code and the start of the statement. The app words its own the same
 * way (server/db/database.server.ts); the simulator imports no server code (docs/decisions/064).
 */
function migrationFailure(error: unknown) {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
  const reason = cause instanceof Error ? cause.message : String(cause)
  const code = (cause as { code?: unknown }).code
  const query = (error as { query?: unknown }).query
  const statement = typeof query === 'string' ? ` in: ${query.replace(/\s+/g, ' ').trim().slice(0, 160)}` : ''
  return new Error(`a migration of simulator/db/migrations failed: ${reason}${typeof code === 'string' ? ` (SQLSTATE ${code})` : ''}${statement}`, { cause: error })
}

let attached: Database | undefined
let starter: (() => Promise<unknown>) | undefined

/** The database the simulator answers from; attached when it starts, embedded or standalone. */
export async function database(): Promise<Database> {
  if (!attached && starter) await starter()
  if (!attached) throw new Error('The simulator has no database yet: start it (startEmbeddedSimulator or openSimulatorDatabase) first.')
  return attached
}

/** Embedded: how to start the simulator when a call first needs its database (the host opens its own, which attaches it). */
export function startOnFirstUse(start: () => Promise<unknown>) {
  starter = start
}

export function attachDatabase(db: Database) {
  attached = db
}

export type SimulatorDatabaseHandle = { db: Database; close(): Promise<void> }

/** A database of the simulator's own (standalone): PostgreSQL when a URL is given, else PGlite in `dataDir`. */
export async function openSimulatorDatabase({ url, dataDir, prepare }: { url?: string; dataDir: string; prepare: (db: Database) => Promise<void> }): Promise<SimulatorDatabaseHandle> {
  if (url) {
    const [{ Pool }, { drizzle }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')])
    const pool = new Pool({ connectionString: url, max: 10 })
    pool.on('error', (error) => console.warn(`simulator: an idle database connection was closed (${error.message})`))
    const db = drizzle(pool, { schema })
    try {
      const lock = await pool.connect()
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [migrationLockKey])
        await prepare(db)
      } finally {
        await lock.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined)
        lock.release()
      }
    } catch (error) {
      await pool.end()
      throw error
    }
    return { db, close: () => pool.end() }
  }
  const [{ PGlite }, { drizzle }] = await Promise.all([import('@electric-sql/pglite'), import('drizzle-orm/pglite')])
  const location = dataDir.startsWith('memory://') ? dataDir : path.resolve(dataDir, 'pglite')
  // PGlite creates only the last folder of its path.
  if (!location.startsWith('memory://')) mkdirSync(path.dirname(location), { recursive: true })
  const client = await PGlite.create(location)
  const db = drizzle(client, { schema })
  try {
    await prepare(db)
  } catch (error) {
    await client.close()
    throw error
  }
  return { db, close: () => client.close() }
}
