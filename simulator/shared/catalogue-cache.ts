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

/**
 * A catalogue's items by id and by group (their destination, or destination and kind), each group in the order
 * given, or in id order with `sortGroups`.
 */
export function indexCatalogue<Item extends { id: string }>(items: Iterable<Item>, groupOf: (item: Item) => string, { sortGroups = false } = {}) {
  const byId = new Map<string, Item>()
  const byGroup = new Map<string, Item[]>()
  for (const item of items) {
    byId.set(item.id, item)
    const group = groupOf(item)
    byGroup.set(group, [...(byGroup.get(group) ?? []), item])
  }
  if (sortGroups) for (const list of byGroup.values()) list.sort((a, b) => a.id.localeCompare(b.id))
  return { byId, byGroup }
}
