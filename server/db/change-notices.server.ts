// Cross-instance cache invalidation (docs/decisions/062-many-instances.md): a trigger announces every
// write to the tables instances hold in memory (migrations 0017, 0021) on one channel; each process listens
// and tells the caches of this process. Whoever wrote the row, every instance hears it within moments.
// A notice is the table's name, or `<table>:<key>` for a write to one row of a table announced row by row.
import { logger } from '../log/logger'
import type { DatabaseHandle } from './database.server'

export const cacheChangeChannel = 'rewards_cache_change'
/** The tables whose writes are announced; `*` means "anything may have changed" (after a lost connection). */
export type AnnouncedTable = 'feature_flags' | 'site_config' | 'page_content' | 'auth_session' | 'auth_account' | 'rewards_member' | typeof customerProfileNotice
/** Not a table: the BFF announces a change it made to a customer at the platform (server/auth/profile-cache.server.ts). */
export const customerProfileNotice = 'customer_profile'

type Notice = { table: AnnouncedTable | '*'; key?: string }
const listeners = new Set<(notice: Notice) => void>()

/**
 * Hears writes to `table` from any process (and this one); answers how to stop hearing them. The listener is
 * given the written row's key where the table announces one, and nothing when any row may have changed.
 */
export function onTableChange(table: AnnouncedTable, listener: (key?: string) => void) {
  const filtered = (notice: Notice) => {
    if (notice.table === table || notice.table === '*') listener(notice.key)
  }
  listeners.add(filtered)
  return () => void listeners.delete(filtered)
}

function tell(payload: string) {
  const separator = payload.indexOf(':')
  const notice: Notice = separator < 0 ? { table: payload as AnnouncedTable | '*' } : { table: payload.slice(0, separator) as AnnouncedTable, key: payload.slice(separator + 1) }
  for (const listener of listeners) {
    try {
      listener(notice)
    } catch (error) {
      logger.warn({ err: error, table: notice.table }, 'a cache could not take a change notice')
    }
  }
}

/**
 * Tells this process's caches of a write it has just made, before the database's notice of it arrives (the
 * notice follows, for every instance; hearing it twice is harmless).
 */
export function announceHere(table: AnnouncedTable, key?: string) {
  tell(key === undefined ? table : `${table}:${key}`)
}

/** Starts listening on the database; answers how to stop. */
export function listenForCacheChanges(handle: DatabaseHandle) {
  return handle.listen(
    cacheChangeChannel,
    tell,
    () => tell('*'),
  )
}
