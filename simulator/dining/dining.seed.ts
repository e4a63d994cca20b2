// Writes the dining catalogue on first start (the restaurants of every destination but the
// sanctioned one), under its own version key; later starts with the same version do nothing.
import type { Database } from '../db/database'
import { destinations } from '../catalogue/destinations'
import { simulatorSeed } from '../random'
import { replaceRows, writeCatalogueOnce } from '../shared/catalogue-seed'
import { generateRestaurants } from './dining-catalogue'
import { simRestaurants } from './dining.tables'

// Version 4: reviews dated before the day the catalogue is written (issue 36 item 11).
export const diningCatalogueVersion = `4:${simulatorSeed}`
const versionKey = 'dining-catalogue-version'
/** Any constant that no other advisory lock of this database uses. */
const seedLockKey = 20_260_053

export async function seedDiningCatalogue(db: Database) {
  await writeCatalogueOnce(
    db,
    { key: versionKey, version: diningCatalogueVersion, lockKey: seedLockKey },
    () => destinations.filter((destination) => !destination.sanctioned).flatMap((destination) => generateRestaurants(destination)),
    (tx, restaurants) => replaceRows(tx, simRestaurants, restaurants.map((restaurant) => ({ id: restaurant.id, destinationId: restaurant.destinationId, data: restaurant })), 200),
  )
}
