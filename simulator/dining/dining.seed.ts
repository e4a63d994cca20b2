// Writes the dining catalogue on first start (the restaurants of every destination but the
// sanctioned one), under its own version key; later starts with the same version do nothing.
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { destinations } from '../catalogue/destinations'
import { simulatorSeed } from '../random'
import { simMeta } from '../simulator.tables'
import { generateRestaurants } from './dining-catalogue'
import { simRestaurants } from './dining.tables'

// Version 4: reviews dated before the day the catalogue is written (issue 36 item 11).
export const diningCatalogueVersion = `4:${simulatorSeed}`
const versionKey = 'dining-catalogue-version'
/** Any constant that no other advisory lock of this database uses. */
const seedLockKey = 20_260_053

export async function seedDiningCatalogue(db: Database) {
  const [stored] = await db.select({ value: simMeta.value }).from(simMeta).where(eq(simMeta.key, versionKey))
  if (stored?.value === diningCatalogueVersion) return
  const restaurants = destinations.filter((destination) => !destination.sanctioned).flatMap((destination) => generateRestaurants(destination))
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`)
    const [current] = await tx.select({ value: simMeta.value }).from(simMeta).where(eq(simMeta.key, versionKey))
    if (current?.value === diningCatalogueVersion) return
    await tx.delete(simRestaurants)
    for (let start = 0; start < restaurants.length; start += 200) {
      await tx.insert(simRestaurants).values(restaurants.slice(start, start + 200).map((restaurant) => ({ id: restaurant.id, destinationId: restaurant.destinationId, data: restaurant })))
    }
    await tx.insert(simMeta).values({ key: versionKey, value: diningCatalogueVersion }).onConflictDoUpdate({ target: simMeta.key, set: { value: diningCatalogueVersion } })
  })
}
