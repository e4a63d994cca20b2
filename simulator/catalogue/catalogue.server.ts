// The stored catalogue, read once per database and kept in memory: it never changes while the
// server runs, so a search reads only what travellers change (room nights taken).
import { asc, eq } from 'drizzle-orm'
import type { Database } from '../db/database'
import { SimulatorError } from '../simulator-error'
import { simDestinations } from '../simulator.tables'
import { simHotels } from '../hotel/hotel.tables'
import type { Destination } from './destinations'
import { fromStored, type Hotel, type StoredHotel } from '../hotel/hotel-catalogue'
import { searchText } from './search-text'
import { withSharedStrings } from './shared-strings'

export type DestinationIndex = {
  list: Destination[]
  byId: Map<string, Destination>
  /** Names, aliases, ids and airport codes in search form, each to its destination. */
  byText: Map<string, Destination>
}

type Cache = { destinations?: Promise<DestinationIndex>; hotels: Map<string, Promise<Hotel[]>> }

// Keyed by database, so each test database (and the server's one) has its own.
const caches = new WeakMap<Database, Cache>()

function cacheOf(db: Database) {
  let cache = caches.get(db)
  if (!cache) {
    cache = { hotels: new Map() }
    caches.set(db, cache)
  }
  return cache
}

/** Remembers a read, except a failed or empty one (the catalogue may not be seeded yet). */
function remember<T>(store: (value: Promise<T> | undefined) => void, read: Promise<T>, isEmpty: (value: T) => boolean) {
  store(read)
  read.then((value) => isEmpty(value) && store(undefined), () => store(undefined))
  return read
}

function indexDestinations(list: Destination[]): DestinationIndex {
  const byText = new Map<string, Destination>()
  for (const destination of list) {
    for (const text of [destination.name, destination.id, ...destination.aliases, ...destination.airports]) {
      const key = searchText(text)
      if (!byText.has(key)) byText.set(key, destination)
    }
  }
  return { list, byId: new Map(list.map((destination) => [destination.id, destination])), byText }
}

export function catalogueDestinations(db: Database): Promise<DestinationIndex> {
  const cache = cacheOf(db)
  if (cache.destinations) return cache.destinations
  const read = db
    .select({ data: simDestinations.data })
    .from(simDestinations)
    .then((rows) => indexDestinations(rows.map((row) => row.data as Destination)))
  return remember((value) => (cache.destinations = value), read, (index) => index.list.length === 0)
}

/** The hotels of a destination, in catalogue order. */
export function destinationHotels(db: Database, destinationId: string): Promise<Hotel[]> {
  const cache = cacheOf(db)
  const cached = cache.hotels.get(destinationId)
  if (cached) return cached
  const read = Promise.all([
    catalogueDestinations(db),
    db.select({ data: simHotels.data }).from(simHotels).where(eq(simHotels.destinationId, destinationId)).orderBy(asc(simHotels.id)),
  ]).then(([index, rows]) => {
    const destination = index.byId.get(destinationId)
    return destination ? withSharedStrings(rows.map((row) => row.data as StoredHotel)).map((stored) => fromStored(stored, destination)) : []
  })
  return remember((value) => (value ? cache.hotels.set(destinationId, value) : cache.hotels.delete(destinationId)), read, (hotels) => hotels.length === 0)
}

/** A hotel and its destination by hotel id (`<destination>-<nnn>`), or NOT_FOUND. */
export async function findHotel(db: Database, hotelId: string): Promise<{ hotel: Hotel; destination: Destination }> {
  const destinationId = /^([a-z0-9-]+)-\d{3}$/.exec(hotelId)?.[1]
  const destination = destinationId ? (await catalogueDestinations(db)).byId.get(destinationId) : undefined
  const hotel = destination && (await destinationHotels(db, destination.id)).find((candidate) => candidate.id === hotelId)
  if (!destination || !hotel) throw new SimulatorError('NOT_FOUND', `We could not find the hotel '${hotelId}'.`, { field: 'hotelId' })
  return { hotel, destination }
}

/** The hotel named `name` (ignoring case and accents) and its destination, if there is one: a transfer's hotel end. */
export async function findHotelNamed(db: Database, name: string): Promise<{ hotel: Hotel; destination: Destination } | undefined> {
  const [row] = await db.select({ id: simHotels.id }).from(simHotels).where(eq(simHotels.searchName, searchText(name))).limit(1)
  return row ? findHotel(db, row.id) : undefined
}
