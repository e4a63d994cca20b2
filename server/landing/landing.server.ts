// The landing pages' popular destinations (issue 19, item 5), asked of the platform once per line and
// kept for a while: every visitor of a landing page sees the same answer, and pricing six searches on
// each page view would cost the upstream far more than the page is worth. The cache is bounded (a few
// keys, each for ten minutes); a refusal or an upstream failure is not kept and leaves the section out
// rather than the page. The platform dates each search from the day at its destination (docs/decisions/133),
// which turns at a different hour for each place: the ten minutes are how long a card may still count its
// two weeks from a place's yesterday, never a date already past there.
import { lxpContract } from '@contracts/lxp/lxp.contract'
import type { PopularDestination, PopularDestinationLine } from '@contracts/lxp/popular-destinations.contract'
import { logger } from '../log/logger'
import { relayForPage } from '../bff/lxp-relay.server'
import { currentUpstreamContext } from '../upstream/upstream-context.server'

export const landingCacheLimits = { entries: 24, ttlMs: 10 * 60_000 } as const

type Entry = { expires: number; destinations: Promise<PopularDestination[]> }

/** A small time-bounded cache, oldest key out first when full (a Map keeps insertion order). */
export function boundedCache<T>({ entries, ttlMs }: { entries: number; ttlMs: number }, now: () => number = Date.now) {
  const kept = new Map<string, { expires: number; value: T }>()
  return {
    get(key: string): T | undefined {
      const entry = kept.get(key)
      if (!entry) return undefined
      if (entry.expires > now()) return entry.value
      kept.delete(key)
      return undefined
    },
    set(key: string, value: T) {
      kept.delete(key)
      kept.set(key, { expires: now() + ttlMs, value })
      while (kept.size > entries) kept.delete(kept.keys().next().value!)
    },
    delete: (key: string) => kept.delete(key),
    get size() {
      return kept.size
    },
  }
}

const cache = boundedCache<Entry['destinations']>(landingCacheLimits)

async function ask(line: PopularDestinationLine, limit: number, origin: string | undefined): Promise<PopularDestination[]> {
  const outcome = await relayForPage(lxpContract.catalogue.popularDestinations, { query: { line, limit, ...(origin ? { origin } : {}) } })
  if (!outcome.ok) throw new Error(`popular destinations of ${line} refused: ${outcome.status}`)
  return outcome.value.destinations
}

/**
 * The line's popular destinations (flights: from `origin`, the platform's default when left out); the same
 * promise serves every page rendered while it is asked.
 */
export function landingDestinations(line: PopularDestinationLine, limit: number, origin?: string): Promise<PopularDestination[]> {
  // A sandbox's test scenario (a `clock:` instant, `sold-out`, …) gets an answer of its own, never another caller's.
  const key = `${line}|${limit}|${origin ?? ''}|${currentUpstreamContext()?.scenario ?? ''}`
  const known = cache.get(key)
  if (known) return known
  const asked = ask(line, limit, origin).catch((error: unknown) => {
    cache.delete(key)
    logger.warn({ err: error, line }, 'landing page destinations unavailable')
    return []
  })
  cache.set(key, asked)
  return asked
}
