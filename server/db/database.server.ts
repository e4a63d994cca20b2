// Opens the database: PostgreSQL through a pool when a URL is given, else PGlite under DATA_DIR.
// Either way the versioned migrations run first, so a data folder is upgraded, never discarded.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { logger } from '../log/logger'
import * as schema from './schema'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export type DatabaseHandle = {
  db: Database
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

export type DatabaseOptions = {
  /** A postgres:// URL; when absent PGlite is used. */
  url?: string
  /** PGlite's data folder, or `memory://` for a throwaway database. */
  dataDir: string
}

// npm scripts run at the package root, in development and production alike.
const migrationsFolder = path.resolve(process.cwd(), 'server/db/migrations')

export async function openDatabase({ url, dataDir }: DatabaseOptions): Promise<DatabaseHandle> {
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
      await migrate(db, { migrationsFolder })
    } catch (error) {
      await pool.end()
      throw error
    }
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() }
  }

  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ])
  const location = dataDir.startsWith('memory://') ? dataDir : path.resolve(dataDir, 'pglite')
  // PGlite creates only the last folder of its path.
  if (!location.startsWith('memory://')) mkdirSync(path.dirname(location), { recursive: true })
  const client = await PGlite.create(location)
  const db = drizzle(client, { schema })
  try {
    await migrate(db, { migrationsFolder })
  } catch (error) {
    await client.close()
    throw error
  }
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() }
}
