// Writes the car rental catalogue on first start (locations with opening hours and fleets of every
// destination), under its own version key; later starts with the same version do nothing.
import type { Database } from '../db/database'
import { destinations } from '../catalogue/destinations'
import { simulatorSeed } from '../random'
import { replaceRows, storedAirportsOf, writeCatalogueOnce } from '../shared/catalogue-seed'
import { generateCarLocations } from './car-catalogue'
import { simCarLocations } from './car.tables'

// Version 2: locations have coordinates and their time zone in the public view.
// Version 4: addresses have a postcode, airport counters their level and the way in (§R3.24 supplier address).
export const carCatalogueVersion = `4:${simulatorSeed}`
const versionKey = 'car-catalogue-version'
const seedLockKey = 20_260_031

export async function seedCarCatalogue(db: Database) {
  await writeCatalogueOnce(
    db,
    { key: versionKey, version: carCatalogueVersion, lockKey: seedLockKey },
    async () => {
      const airportsOf = await storedAirportsOf(db)
      return destinations.filter((destination) => !destination.sanctioned).flatMap((destination) => generateCarLocations(destination, airportsOf(destination)))
    },
    (tx, locations) => replaceRows(tx, simCarLocations, locations.map((location) => ({ id: location.id, destinationId: location.destinationId, data: location })), 100),
  )
}
