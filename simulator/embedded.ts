// The simulator inside the app's process (the default without LXP_BASE_URL): on the app's database
// connection, with its own tables, migrations and seed (seedSimulator migrates first), started while
// the app seeds its own data.
import { attachDatabase, type Database } from './db/database'
import { seedSimulator } from './simulator.seed'

export { startOnFirstUse } from './db/database'

export async function startEmbeddedSimulator(db: Database) {
  await seedSimulator(db)
  attachDatabase(db)
}
