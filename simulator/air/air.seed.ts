// Writes the flight catalogue on first start (the route network between the destinations' airports, a few
// thousand rows in one bulk insert), under its own version key, so hotel and flight catalogues are
// rewritten independently; later starts with the same version do nothing.
import type { Database } from '../db/database'
import { lookUpAirports } from '../catalogue/airports.server'
import { destinations } from '../catalogue/destinations'
import { distanceKm } from '../catalogue/geo'
import { simulatorSeed } from '../random'
import { replaceRows, writeCatalogueOnce } from '../shared/catalogue-seed'
import { simAirRoutes } from './air.tables'
import { directCarriers } from './air-catalogue'

export const airCatalogueVersion = `1:${simulatorSeed}`

export async function seedAirCatalogue(db: Database) {
  await writeCatalogueOnce(
    db,
    { key: 'air-network-version', version: airCatalogueVersion, lockKey: 20_260_031 },
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
