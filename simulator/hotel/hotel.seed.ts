// Writes the hotel catalogue (every destination's hotels, with their rooms and rules) in chunked bulk inserts.
// Unlike the other lines' catalogues it has no version key of its own: simulator.seed.ts writes it with the
// destinations and their airports, in one transaction under `catalogue-version` (bump `catalogueVersion`
// there when the hotels change), as it always has, so a database seeded before is read the same.
import type { Executor } from '../db/database'
import { destinations } from '../catalogue/destinations'
import { searchText } from '../catalogue/search-text'
import { replaceRows } from '../shared/catalogue-seed'
import { generateHotels, toStored, type Hotel } from './hotel-catalogue'
import { simHotels } from './hotel.tables'

export function generateHotelCatalogue(): Hotel[] {
  return destinations.flatMap((destination) => generateHotels(destination))
}

/** Replaces the stored hotels, 400 rows an insert. */
export async function writeHotelCatalogue(tx: Executor, hotels: Hotel[]) {
  const rows = hotels.map((hotel) => ({ id: hotel.id, destinationId: hotel.destinationId, name: hotel.name, searchName: searchText(hotel.name), data: toStored(hotel) }))
  await replaceRows(tx, simHotels, rows, 400)
}
