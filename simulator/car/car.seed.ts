// Writes the car rental catalogue on first start (locations with opening hours and fleets of every
// destination), under its own version key; later starts with the same version do nothing.
import type { Database } from '../db/database'
import { simulatorSeed } from '../random'
import { writeDestinationCatalogueOnce } from '../shared/catalogue-seed'
import { generateCarLocations } from './car-catalogue'
import { simCarLocations } from './car.tables'

// Version 2: locations have coordinates and their time zone in the public view.
// Version 4: addresses have a postcode, airport counters their level and the way in (§R3.24 supplier address).
export const carCatalogueVersion = `4:${simulatorSeed}`

export async function seedCarCatalogue(db: Database) {
  await writeDestinationCatalogueOnce(db, { key: 'car-catalogue-version', version: carCatalogueVersion, lockKey: 20_260_032 }, generateCarLocations, {
    table: simCarLocations,
    row: (location) => ({ id: location.id, destinationId: location.destinationId, data: location }),
    batchSize: 100,
  })
}
