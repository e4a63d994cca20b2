// Cross-instance cache invalidation (docs/decisions/062-many-instances.md): a trigger announces every
// write to the tables instances hold in memory (migration 0016) on one channel; each process listens
// and tells the caches of this process. Whoever wrote the row, every instance hears it within moments.
import { logger } from '../log/logger'
import type { DatabaseHandle } from './database.server'

export const cacheChangeChannel = 'rewards_cache_change'
/** The tables whose writes are announced; `*` means "anything may have changed" (after a lost connection). */
export type AnnouncedTable = 'feature_flags' | 'site_config' | 'page_content'

const listeners = new Set<(table: AnnouncedTable | '*') => void>()

/** Hears writes to `table` from any process (and this one); answers how to stop hearing them. */
export function onTableChange(table: AnnouncedTable, listener: () => void) {
  const filtered = (changed: AnnouncedTable | '*') => {
    if (changed === table || changed === '*') listener()
  }
  listeners.add(filtered)
  return () => void listeners.delete(filtered)
}

function tell(table: AnnouncedTable | '*') {
  for (const listener of listeners) {
    try {
      listener(table)
    } catch (error) {
      logger.warn({ err: error, table }, 'a cache could not take a change notice')
    }
  }
}

/** Starts listening on the database; answers how to stop. */
export function listenForCacheChanges(handle: DatabaseHandle) {
  return handle.listen(
    cacheChangeChannel,
    (payload) => tell(payload as AnnouncedTable),
    () => tell('*'),
  )
}
