// The simulator inside the app's process (the default without LXP_BASE_URL): on the app's database
// connection, with its own tables, migrations and seed, started while the app seeds its own data.
import { attachDatabase, migrateSimulator, type Database } from './db/database'

export { startOnFirstUse } from './db/database'
import { seedSimulator } from './simulator.seed'

export async function startEmbeddedSimulator(db: Database) {
  await migrateSimulator(db)
  await seedSimulator(db)
  attachDatabase(db)
}
