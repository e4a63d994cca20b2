// The stored flags a new database starts with: one row per flag of flags.ts, inserted when absent, so
// a flag added later gets its row on the next start and a switch someone changed keeps its state.
import type { Database } from '../db/database.server'
import { flagDefaults, environmentFlagDefaults, flagKeys } from './flags'
import { featureFlags } from './flags.tables'

export async function seedFeatureFlags(db: Database, devTools: boolean) {
  const initial = { ...flagDefaults, ...environmentFlagDefaults(devTools) }
  await db
    .insert(featureFlags)
    .values(flagKeys.map((key) => ({ key, enabled: initial[key], defaultValue: true, rules: [] })))
    .onConflictDoNothing()
}
