// The stored feature flags (issue 7): read, changed and seeded, with an in-process notice of each
// change so the provider of this process answers the new values as soon as the write returns.
import { EventEmitter } from 'node:events'
import { eq } from 'drizzle-orm'
import { FlagRulesSchema, type FlagRule } from '@contracts/flags/flag-rules.schema'
import type { Database } from '../db/database.server'
import { database } from '../db/db.server'
import { logger } from '../log/logger'
import { flagKeys, isFlagKey, type FlagKey } from './flags'
import { featureFlags } from './flags.tables'
import type { FlagDefinition } from './targeting'

export type StoredFlag = FlagDefinition & { key: FlagKey; rules: FlagRule[]; updatedAt: string }
export type FlagChange = { enabled?: boolean; defaultValue?: boolean; rules?: FlagRule[] }

type Row = typeof featureFlags.$inferSelect

function storedFlagOf(row: Row): StoredFlag | undefined {
  if (!isFlagKey(row.key)) return undefined
  const rules = FlagRulesSchema.safeParse(row.rules)
  // Rules edited by hand into a shape we do not know are ignored, not guessed at: the switch still holds.
  if (!rules.success) logger.warn({ flag: row.key }, 'a stored flag has rules that cannot be read; they are ignored')
  return { key: row.key, enabled: row.enabled, defaultValue: row.defaultValue, rules: rules.success ? rules.data : [], updatedAt: row.updatedAt.toISOString() }
}

export function createFlagStore(db: () => Promise<Database>) {
  const changes = new EventEmitter<{ change: [StoredFlag[]] }>()

  return {
    /** Every flag of flags.ts that has a row, in the order of flags.ts. */
    async list(): Promise<StoredFlag[]> {
      const rows = await (await db()).select().from(featureFlags)
      const flags = rows.map(storedFlagOf).filter((flag) => flag !== undefined)
      return flags.sort((a, b) => flagKeys.indexOf(a.key) - flagKeys.indexOf(b.key))
    },

    /** Writes a change; listeners hear of it before this answers. Undefined when the flag has no row. */
    async update(key: FlagKey, change: FlagChange): Promise<StoredFlag | undefined> {
      const [row] = await (await db())
        .update(featureFlags)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(featureFlags.key, key))
        .returning()
      const flag = row && storedFlagOf(row)
      if (flag) changes.emit('change', [flag])
      return flag
    },

    /** Hears of the changes this process writes (another process's arrive as the database's change notice). */
    onChange(listener: (flags: StoredFlag[]) => void) {
      changes.on('change', listener)
      return () => void changes.off('change', listener)
    },
  }
}

export type FlagStore = ReturnType<typeof createFlagStore>

let store: FlagStore | undefined

export function flagStore() {
  store ??= createFlagStore(database)
  return store
}
