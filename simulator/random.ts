// Deterministic randomness: the same seed gives the same catalogue and prices on every machine, so
// tests, bookmarks and saved searches stay valid across restarts and fresh databases.

/** mulberry32: a small, fast, well-distributed 32-bit generator (public domain, Tommy Ettinger). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

export function createRandom(seed: number) {
  const next = mulberry32(seed)
  return {
    /** A float in [0, 1). */
    next,
    /** An integer in [min, max], both included. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('pick from an empty list')
      return items[Math.floor(next() * items.length)] as T
    },
    chance: (probability: number) => next() < probability,
    /** Up to `count` distinct items, in the order drawn. */
    sample: <T>(items: readonly T[], count: number): T[] => {
      const pool = [...items]
      const chosen: T[] = []
      while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as T)
      return chosen
    },
  }
}
export type Random = ReturnType<typeof createRandom>

/** FNV-1a hash of a string: seeds and per-date factors derived from names and dates. */
export function hashString(text: string) {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** A generator seeded from the simulator seed and a purpose, e.g. `randomFor('hotels', 'paris')`. */
export function randomFor(...parts: string[]) {
  return createRandom(hashString([simulatorSeed, ...parts].join(':')))
}

/** Changing this re-rolls the whole catalogue (and bumps the catalogue version). */
export const simulatorSeed = 'lxp-2027'
