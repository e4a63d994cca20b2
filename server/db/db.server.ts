// The process-wide database, opened on first use from the configuration.
import { config } from '../config/env'
import { openDatabase, type Database, type DatabaseHandle } from './database.server'
import { seed } from './seed.server'

let opening: Promise<DatabaseHandle> | undefined

export async function database(): Promise<Database> {
  opening ??= openDatabase({ url: config().DATABASE_URL, dataDir: config().DATA_DIR }).then(async (handle) => {
    await seed(handle.db)
    return handle
  })
  return (await opening).db
}

export async function closeDatabase() {
  const current = opening
  opening = undefined
  if (current) await (await current).close()
}
