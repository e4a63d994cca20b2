// Writes the tours and transport catalogue on first start (the tours of every destination and the
// transfers between its airports and the city), under its own version key; later starts with the
// same version do nothing.
import type { Database } from '../db/database'
import { destinations } from '../catalogue/destinations'
import { simulatorSeed } from '../random'
import { replaceRows, storedAirportsOf, writeCatalogueOnce } from '../shared/catalogue-seed'
import { generateTours, generateTransfers } from './activity-catalogue'
import { simActivities } from './activity.tables'

// Version 3: reviews dated before the day the catalogue is written (issue 36 item 11). Version 4: a tour's stops
// named in reviews as people name them ("the cooking class"), never by their titles.
export const activityCatalogueVersion = `4:${simulatorSeed}`
const versionKey = 'activity-catalogue-version'
/** Any constant that no other advisory lock of this database uses. */
const seedLockKey = 20_260_054

export async function seedActivityCatalogue(db: Database) {
  await writeCatalogueOnce(
    db,
    { key: versionKey, version: activityCatalogueVersion, lockKey: seedLockKey },
    async () => {
      const airportsOf = await storedAirportsOf(db)
      return destinations
        .filter((destination) => !destination.sanctioned)
        .flatMap((destination) => [...generateTours(destination), ...generateTransfers(destination, airportsOf(destination))])
    },
    (tx, activities) =>
      replaceRows(tx, simActivities, activities.map((activity) => ({ id: activity.id, destinationId: activity.destinationId, kind: activity.kind, data: activity })), 100),
  )
}
