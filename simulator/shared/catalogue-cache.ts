// A stored catalogue read once per database and kept in memory. An empty read (not seeded yet) or a
// failed one is not remembered, so the next call reads again.
import type { Database } from '../db/database'

export function cachedPerDatabase<Catalogue>(read: (db: Database) => Promise<Catalogue>, isEmpty: (catalogue: Catalogue) => boolean) {
  const caches = new WeakMap<Database, Promise<Catalogue>>()
  return (db: Database): Promise<Catalogue> => {
    const cached = caches.get(db)
    if (cached) return cached
    const reading = read(db)
    caches.set(db, reading)
    reading.then((catalogue) => isEmpty(catalogue) && caches.delete(db), () => caches.delete(db))
    return reading
  }
}
