// Writes the tours and transport catalogue on first start (the tours of every destination and the
// transfers between its airports and the city), under its own version key; later starts with the
// same version do nothing.
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { destinations } from '../catalogue/destinations'
import { simulatorSeed } from '../random'
import { simAirports, simMeta } from '../simulator.tables'
import { generateTours, generateTransfers } from './activity-catalogue'
import { simActivities } from './activity.tables'

// Version 3: reviews dated before the day the catalogue is written (issue 36 item 11). Version 4: a tour's stops
// named in reviews as people name them ("the cooking class"), never by their titles.
export const activityCatalogueVersion = `4:${simulatorSeed}`
const versionKey = 'activity-catalogue-version'
/** Any constant that no other advisory lock of this database uses. */
const seedLockKey = 20_260_054

export async function seedActivityCatalogue(db: Database) {
  const [stored] = await db.select({ value: simMeta.value }).from(simMeta).where(eq(simMeta.key, versionKey))
  if (stored?.value === activityCatalogueVersion) return
  const airports = await db.select({ iata: simAirports.iata, name: simAirports.name, latitude: simAirports.latitude, longitude: simAirports.longitude }).from(simAirports)
  const byIata = new Map(airports.map((airport) => [airport.iata, airport]))
  const activities = destinations
    .filter((destination) => !destination.sanctioned)
    .flatMap((destination) => [
      ...generateTours(destination),
      ...generateTransfers(
        destination,
        destination.airports.flatMap((iata) => byIata.get(iata) ?? []),
      ),
    ])
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`)
    const [current] = await tx.select({ value: simMeta.value }).from(simMeta).where(eq(simMeta.key, versionKey))
    if (current?.value === activityCatalogueVersion) return
    await tx.delete(simActivities)
    for (let start = 0; start < activities.length; start += 100) {
      await tx.insert(simActivities).values(activities.slice(start, start + 100).map((activity) => ({ id: activity.id, destinationId: activity.destinationId, kind: activity.kind, data: activity })))
    }
    await tx.insert(simMeta).values({ key: versionKey, value: activityCatalogueVersion }).onConflictDoUpdate({ target: simMeta.key, set: { value: activityCatalogueVersion } })
  })
}
