// A server gone quiet gives back what its last burst grew: V8's heap (docs/decisions/103), then glibc's
// arenas (docs/decisions/104).
import v8 from 'node:v8'
import { runInNewContext } from 'node:vm'
import type { ServerMiddleware } from 'srvx'
import { logger } from '../log/logger.ts'

type MallocTrim = (pad: number) => number

/**
 * The middleware that notes every request and, once `quietMs` pass without one, calls `collect` if the
 * process holds `collectAboveBytes` more than after the last collection: once per burst, never under load,
 * and not for a health probe now and then. Resident memory, not the heap, is the measure: a burst of
 * rendered pages can grow glibc's arenas more than the heap V8 has not yet collected.
 */
export function quietCollector({
  collect,
  residentBytes,
  quietMs = 2_000,
  collectAboveBytes = 32 * 1_048_576,
}: {
  collect: () => void
  residentBytes: () => number
  quietMs?: number
  collectAboveBytes?: number
}): ServerMiddleware {
  // Nothing kept yet: the first quiet moment also collects what starting up left.
  let keptBytes = 0
  const timer = setTimeout(() => {
    if (residentBytes() - keptBytes < collectAboveBytes) return
    collect()
    keptBytes = residentBytes()
  }, quietMs).unref()
  return (_request, next) => {
    timer.refresh()
    return next()
  }
}

/**
 * glibc's `malloc_trim`, through koffi, where the process runs on glibc; undefined elsewhere (musl, macOS,
 * Windows), where the collection runs alone. V8 compiles hot code on its worker threads in memory it takes
 * from malloc. Freed, those blocks stay in glibc's arenas among live ones, and glibc gives back on its own
 * only the free end of an arena: after 10 s of rendered pages, ~60 MB that `malloc_trim` returns.
 */
export async function loadMallocTrim(): Promise<MallocTrim | undefined> {
  if (process.platform !== 'linux') return undefined
  try {
    const { default: koffi } = await import('koffi')
    return koffi.load('libc.so.6').func('int malloc_trim(size_t pad)') as MallocTrim
  } catch (error) {
    logger.debug({ err: error }, 'malloc_trim is not available: the quiet collection runs without it')
    return undefined
  }
}

/**
 * The production server's quiet collection. V8 collects only as it allocates, so after a burst of rendered
 * pages the heap, half of it garbage, stays resident until traffic returns; so do the arenas.
 */
export async function collectWhenQuiet(): Promise<ServerMiddleware> {
  v8.setFlagsFromString('--expose-gc')
  // Taken from a fresh context, so `gc` stays off the app's global.
  const gc = runInNewContext('gc') as (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void
  const mallocTrim = await loadMallocTrim()
  return quietCollector({
    collect: () => {
      // The flavour that also gives the freed pages back to the system; a plain full collection keeps them.
      gc({ type: 'major', execution: 'sync', flavor: 'last-resort' })
      mallocTrim?.(0)
    },
    residentBytes: () => process.memoryUsage.rss(),
  })
}
