// The process-wide database, opened on first use from the configuration.
import { config } from '../config/env'
import { logger } from '../log/logger'
import { listenForCacheChanges } from './change-notices.server'
import { openDatabase, type Database, type DatabaseHandle } from './database.server'
import { seed } from './seed.server'

let opening: Promise<DatabaseHandle> | undefined
let stopListening: Promise<(() => Promise<void>) | undefined> | undefined

/** The open database with what it is (PGlite or PostgreSQL) and, on PostgreSQL, its pool. */
export function databaseHandle(): Promise<DatabaseHandle> {
  // Seeding runs under the migration lock, so instances starting together seed one at a time.
  if (!opening) {
    const settings = config()
    opening = openDatabase({
      url: settings.DATABASE_URL,
      dataDir: settings.DATA_DIR,
      prepare: seed,
      limits: {
        connectTimeoutMs: settings.DATABASE_CONNECT_TIMEOUT_MS,
        statementTimeoutMs: settings.DATABASE_STATEMENT_TIMEOUT_MS,
        idleInTransactionTimeoutMs: settings.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
        poolMax: settings.DATABASE_POOL_MAX,
      },
    })
    // Other instances' writes to cached tables reach this process's caches (docs/decisions/062).
    stopListening = opening.then(
      (handle) =>
        listenForCacheChanges(handle).catch((error: unknown) => {
          logger.warn({ err: error }, 'not listening for cache changes: edits made elsewhere reach this process only on restart')
          return undefined
        }),
      () => undefined,
    )
  }
  return opening
}

export async function database(): Promise<Database> {
  return (await databaseHandle()).db
}

export async function closeDatabase() {
  const current = opening
  const listening = stopListening
  opening = undefined
  stopListening = undefined
  await (await listening)?.()
  if (current) await (await current).close()
}
