// Writes the tours and transport catalogue on first start (the tours of every destination and the
// transfers between its airports and the city), under its own version key; later starts with the
// same version do nothing.
import type { Database } from '../db/database'
import { simulatorSeed } from '../random'
import { writeDestinationCatalogueOnce } from '../shared/catalogue-seed'
import { generateTours, generateTransfers } from './activity-catalogue'
import { simActivities } from './activity.tables'

// Version 3: reviews dated before the day the catalogue is written (issue 36 item 11). Version 4: a tour's stops
// named in reviews as people name them ("the cooking class"), never by their titles.
export const activityCatalogueVersion = `4:${simulatorSeed}`

export async function seedActivityCatalogue(db: Database) {
  await writeDestinationCatalogueOnce(
    db,
    { key: 'activity-catalogue-version', version: activityCatalogueVersion, lockKey: 20_260_054 },
    (destination, airports) => [...generateTours(destination), ...generateTransfers(destination, airports)],
    { table: simActivities, row: (activity) => ({ id: activity.id, destinationId: activity.destinationId, kind: activity.kind, data: activity }), batchSize: 100 },
  )
}
