// Writes the dining catalogue on first start (the restaurants of every destination but the
// sanctioned one), under its own version key; later starts with the same version do nothing.
import type { Database } from '../db/database'
import { simulatorSeed } from '../random'
import { writeDestinationCatalogueOnce } from '../shared/catalogue-seed'
import { generateRestaurants } from './dining-catalogue'
import { simRestaurants } from './dining.tables'

// Version 4: reviews dated before the day the catalogue is written (issue 36 item 11).
export const diningCatalogueVersion = `4:${simulatorSeed}`

export async function seedDiningCatalogue(db: Database) {
  await writeDestinationCatalogueOnce(db, { key: 'dining-catalogue-version', version: diningCatalogueVersion, lockKey: 20_260_053 }, generateRestaurants, {
    table: simRestaurants,
    row: (restaurant) => ({ id: restaurant.id, destinationId: restaurant.destinationId, data: restaurant }),
    batchSize: 200,
  })
}
