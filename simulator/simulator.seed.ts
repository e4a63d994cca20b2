// Writes the simulator's demo customers and catalogue on first start: destinations, their airports and hotels
// (`hotelCatalogue`, hotel/hotel-line.server.ts) in one transaction (about a second on PGlite), then each other
// line's catalogue (the `seed` of its <line>-line.server.ts, in the order of simulator-lines.server.ts). Later starts find the same catalogue version in place and do nothing; a new
// version of the generator replaces the catalogue (not the bookings).
import { migrateSimulator, type Database } from './db/database'
import { lookUpAirports } from './catalogue/airports.server'
import { destinations } from './catalogue/destinations'
import { distanceKm } from './catalogue/geo'
import { simulatorSeed } from './random'
import { simAirports, simDestinations } from './simulator.tables'
import { storedVersion, writeCatalogueOnce } from './shared/catalogue-seed'
import { hotelCatalogue } from './hotel/hotel-line.server'
import { everySimulatorLine } from './simulator-lines.server'
import { seedDemoCustomers } from './customer/customer.server'

/** Bump when generated data changes shape or content, so stored catalogues are rewritten. */
export const catalogueVersion = `5:${simulatorSeed}`
const versionKey = 'catalogue-version'
/** Any constant that no other advisory lock of this database uses. */
const seedLockKey = 20_260_020

/** An airport serving several destinations (Kansai: Osaka and Kyoto) belongs to the nearest. */
function nearestServed(airport: { iata: string; latitude: number; longitude: number }) {
  const served = destinations.filter((destination) => destination.airports.includes(airport.iata))
  served.sort((a, b) => distanceKm(a, airport) - distanceKm(b, airport))
  return served[0]?.id ?? ''
}

export async function storedCatalogueVersion(db: Database) {
  return storedVersion(db, versionKey)
}

export async function seedSimulator(db: Database) {
  // Its own tables first, so a seed never meets an older shape (a no-op once they are current).
  await migrateSimulator(db)
  await seedDemoCustomers(db)
  await writeCatalogueOnce(
    db,
    { key: versionKey, version: catalogueVersion, lockKey: seedLockKey },
    async () => {
      const airports = await lookUpAirports(destinations.flatMap((destination) => destination.airports))
      const destinationOfAirport = new Map(airports.map((airport) => [airport.iata, nearestServed(airport)]))
      return { airports, destinationOfAirport, hotels: hotelCatalogue.generate() }
    },
    async (tx, { airports, destinationOfAirport, hotels }) => {
      await tx.delete(simAirports)
      await tx.delete(simDestinations)
      await tx.insert(simDestinations).values(destinations.map((destination) => ({ id: destination.id, data: destination })))
      await tx.insert(simAirports).values(airports.map((airport) => ({ ...airport, destinationId: destinationOfAirport.get(airport.iata) ?? '' })))
      await hotelCatalogue.write(tx, hotels)
    },
  )
  await seedLines(db)
}

/** The catalogues of the other lines, each under its own version key (they read the airports written above). */
async function seedLines(db: Database) {
  for (const line of everySimulatorLine) await line.seed?.(db)
}
