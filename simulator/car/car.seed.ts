// Writes the car rental catalogue on first start (locations with opening hours and fleets of every
// destination), under its own version key; later starts with the same version do nothing.
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { destinations } from '../catalogue/destinations'
import { simulatorSeed } from '../random'
import { simAirports, simMeta } from '../simulator.tables'
import { generateCarLocations } from './car-catalogue'
import { simCarLocations } from './car.tables'

// Version 2: locations have coordinates and their time zone in the public view.
// Version 4: addresses have a postcode, airport counters their level and the way in (§R3.24 supplier address).
export const carCatalogueVersion = `4:${simulatorSeed}`
const versionKey = 'car-catalogue-version'
const seedLockKey = 20_260_031

export async function seedCarCatalogue(db: Database) {
  const [stored] = await db.select({ value: simMeta.value }).from(simMeta).where(eq(simMeta.key, versionKey))
  if (stored?.value === carCatalogueVersion) return
  const airports = await db.select({ iata: simAirports.iata, name: simAirports.name, latitude: simAirports.latitude, longitude: simAirports.longitude }).from(simAirports)
  const airportsByCode = new Map(airports.map((airport) => [airport.iata, airport]))
  const locations = destinations
    .filter((destination) => !destination.sanctioned)
    .flatMap((destination) =>
      generateCarLocations(
        destination,
        destination.airports.flatMap((iata) => airportsByCode.get(iata) ?? []),
      ),
    )
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`)
    const [current] = await tx.select({ value: simMeta.value }).from(simMeta).where(eq(simMeta.key, versionKey))
    if (current?.value === carCatalogueVersion) return
    await tx.delete(simCarLocations)
    for (let start = 0; start < locations.length; start += 100) {
      await tx.insert(simCarLocations).values(locations.slice(start, start + 100).map((location) => ({ id: location.id, destinationId: location.destinationId, data: location })))
    }
    await tx.insert(simMeta).values({ key: versionKey, value: carCatalogueVersion }).onConflictDoUpdate({ target: simMeta.key, set: { value: carCatalogueVersion } })
  })
}
