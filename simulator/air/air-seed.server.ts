// Writes the flight route network on first start (a few thousand rows in one bulk insert), under its
// own catalogue version key, so hotel and flight catalogues are rewritten independently.
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { lookUpAirports } from '../catalogue/airports.server'
import { destinations } from '../catalogue/destinations'
import { distanceKm } from '../catalogue/geo'
import { simulatorSeed } from '../random'
import { simMeta } from '../simulator.tables'
import { simAirRoutes } from './air.tables'
import { directCarriers } from './air-network'

export const airNetworkVersion = `1:${simulatorSeed}`
const versionKey = 'air-network-version'
const seedLockKey = 20_260_031

export async function seedAirNetwork(db: Database) {
  const [stored] = await db.select({ value: simMeta.value }).from(simMeta).where(eq(simMeta.key, versionKey))
  if (stored?.value === airNetworkVersion) return
  const airports = await lookUpAirports(destinations.flatMap((destination) => destination.airports))
  const routes: (typeof simAirRoutes.$inferInsert)[] = []
  for (const from of airports) {
    for (const to of airports) {
      const km = Math.round(distanceKm(from, to))
      const flown = directCarriers({ ...from }, { ...to }, km)
      if (flown.length > 0) routes.push({ origin: from.iata, destination: to.iata, distanceKm: km, carriers: flown })
    }
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`)
    const [current] = await tx.select({ value: simMeta.value }).from(simMeta).where(eq(simMeta.key, versionKey))
    if (current?.value === airNetworkVersion) return
    await tx.delete(simAirRoutes)
    for (let start = 0; start < routes.length; start += 500) await tx.insert(simAirRoutes).values(routes.slice(start, start + 500))
    await tx.insert(simMeta).values({ key: versionKey, value: airNetworkVersion }).onConflictDoUpdate({ target: simMeta.key, set: { value: airNetworkVersion } })
  })
}
