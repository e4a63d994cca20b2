// Deterministic randomness: the same seed gives the same catalogue and prices on every machine.

/** mulberry32: a small, fast, well-distributed 32-bit generator. */
export function createRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (probability: number) => next() < probability,
    sample: <T>(items: readonly T[], count: number): T[] => {
      const pool = [...items]
      const chosen: T[] = []
      while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as T)
      return chosen
    },
  }
}
export type Random = ReturnType<typeof createRandom>

/** FNV-1a hash of a string, for seeds derived from names and dates. */
export function hashString(text: string) {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}
