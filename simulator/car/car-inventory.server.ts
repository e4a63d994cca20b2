// The stored car catalogue read once per database and kept in memory, and the finite availability:
// each fleet entry rents `inventory` cars a day, less what bookings took (sim_car_days).
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { catalogueDestinations } from '../catalogue/catalogue.server'
import type { Destination } from '../catalogue/destinations'
import { withSharedStrings } from '../catalogue/shared-strings'
import type { Executor } from '../db/database'
import { SimulatorError } from '../simulator-error'
import { cachedPerDatabase, indexCatalogue } from '../shared/catalogue-cache'
import type { CarLocation, FleetEntry } from './car-catalogue'
import { simCarDays, simCarLocations } from './car.tables'

export type CarCatalogue = {
  byDestination: Map<string, CarLocation[]>
  locations: Map<string, CarLocation>
  fleet: Map<string, { entry: FleetEntry; location: CarLocation }>
}

export const carCatalogue = cachedPerDatabase(
  async (db) => {
    const rows = await db.select({ data: simCarLocations.data }).from(simCarLocations)
    const locations = withSharedStrings(rows.map((row) => row.data as CarLocation))
    const { byId, byGroup } = indexCatalogue(locations, (location) => location.destinationId)
    const fleet = new Map(locations.flatMap((location) => location.fleet.map((entry) => [entry.id, { entry, location }] as const)))
    return { byDestination: byGroup, locations: byId, fleet } satisfies CarCatalogue
  },
  (catalogue) => catalogue.locations.size === 0,
)

/** A fleet entry, its location and destination by offer id, or NOT_FOUND. */
export async function findCarOffer(db: Database, offerId: string): Promise<{ entry: FleetEntry; location: CarLocation; destination: Destination }> {
  const found = (await carCatalogue(db)).fleet.get(offerId)
  const destination = found && (await catalogueDestinations(db)).byId.get(found.location.destinationId)
  if (!found || !destination) throw new SimulatorError('NOT_FOUND', `We could not find the car offer '${offerId}'.`, { field: 'offerId' })
  return { ...found, destination }
}

/** Cars taken per fleet entry and day, keyed `fleetId|day`. */
export async function bookedCarDays(db: Executor, fleetIds: readonly string[], days: readonly string[]): Promise<Map<string, number>> {
  const booked = new Map<string, number>()
  if (fleetIds.length === 0 || days.length === 0) return booked
  const wanted = new Set(fleetIds)
  const rows = await db.select().from(simCarDays).where(inArray(simCarDays.day, [...days]))
  for (const row of rows) if (wanted.has(row.fleetId) && row.booked > 0) booked.set(`${row.fleetId}|${row.day}`, row.booked)
  return booked
}

export function carsLeft(entry: Pick<FleetEntry, 'id' | 'inventory'>, days: readonly string[], booked: Map<string, number>) {
  let left = entry.inventory
  for (const day of days) left = Math.min(left, entry.inventory - (booked.get(`${entry.id}|${day}`) ?? 0))
  return Math.max(0, left)
}

/** Takes one car on every day of the rental, or none: SOLD_OUT when any day has none left. */
export async function reserveCarDays(db: Executor, entry: Pick<FleetEntry, 'id' | 'inventory'>, days: readonly string[]) {
  const soldOut = () => new SimulatorError('SOLD_OUT', 'This car is no longer available for your dates.', { field: 'offerId' })
  await db.transaction(async (tx) => {
    const taken = await tx
      .insert(simCarDays)
      .values(days.map((day) => ({ fleetId: entry.id, day, booked: 1 })))
      .onConflictDoUpdate({
        target: [simCarDays.fleetId, simCarDays.day],
        set: { booked: sql`${simCarDays.booked} + excluded.booked` },
        setWhere: sql`${simCarDays.booked} + excluded.booked <= ${entry.inventory}`,
      })
      .returning({ day: simCarDays.day })
    if (taken.length !== days.length) throw soldOut()
  })
}

export async function releaseCarDays(db: Executor, fleetId: string, days: readonly string[]) {
  if (days.length === 0) return
  await db
    .update(simCarDays)
    .set({ booked: sql`greatest(${simCarDays.booked} - 1, 0)` })
    .where(and(eq(simCarDays.fleetId, fleetId), inArray(simCarDays.day, [...days])))
}
