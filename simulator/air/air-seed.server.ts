// Writes the flight route network on first start (a few thousand rows in one bulk insert), under its
// own catalogue version key, so hotel and flight catalogues are rewritten independently.
import type { Database } from '../db/database'
import { lookUpAirports } from '../catalogue/airports.server'
import { destinations } from '../catalogue/destinations'
import { distanceKm } from '../catalogue/geo'
import { simulatorSeed } from '../random'
import { replaceRows, writeCatalogueOnce } from '../shared/catalogue-seed'
import { simAirRoutes } from './air.tables'
import { directCarriers } from './air-network'

export const airNetworkVersion = `1:${simulatorSeed}`
const versionKey = 'air-network-version'
const seedLockKey = 20_260_031

export async function seedAirNetwork(db: Database) {
  await writeCatalogueOnce(
    db,
    { key: versionKey, version: airNetworkVersion, lockKey: seedLockKey },
    async () => {
      const airports = await lookUpAirports(destinations.flatMap((destination) => destination.airports))
      const routes: (typeof simAirRoutes.$inferInsert)[] = []
      for (const from of airports) {
        for (const to of airports) {
          const km = Math.round(distanceKm(from, to))
          const flown = directCarriers({ ...from }, { ...to }, km)
          if (flown.length > 0) routes.push({ origin: from.iata, destination: to.iata, distanceKm: km, carriers: flown })
        }
      }
      return routes
    },
    (tx, routes) => replaceRows(tx, simAirRoutes, routes, 500),
  )
}
