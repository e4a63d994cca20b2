// The stored restaurants read once per database and kept in memory, and the finite covers of each
// seating: the restaurant's capacity, less the walk-ins and regulars it keeps for itself (derived
// from the seed by restaurant, date and time, busier at dinner and at weekends), less what bookings
// took (sim_dining_seatings). The seatings are every 30 minutes from opening to 90 minutes before closing.
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { catalogueDestinations } from '../catalogue/catalogue.server'
import type { Destination } from '../catalogue/destinations'
import type { Executor } from '../db/database'
import { withSharedStrings } from '../catalogue/shared-strings'
import { hashString } from '../random'
import { SimulatorError } from '../simulator-error'
import { cachedPerDatabase, indexCatalogue } from '../shared/catalogue-cache'
import type { Restaurant } from './dining-catalogue'
import { simDiningSeatings, simRestaurants } from './dining.tables'

export type DiningCatalogue = { byDestination: Map<string, Restaurant[]>; restaurants: Map<string, Restaurant> }

export const diningCatalogue = cachedPerDatabase(
  async (db) => {
    const rows = await db.select({ data: simRestaurants.data }).from(simRestaurants)
    const restaurants = withSharedStrings(rows.map((row) => row.data as Restaurant))
    const { byId, byGroup } = indexCatalogue(restaurants, (restaurant) => restaurant.destinationId, { sortGroups: true })
    return { byDestination: byGroup, restaurants: byId } satisfies DiningCatalogue
  },
  (catalogue) => catalogue.restaurants.size === 0,
)

/** A restaurant and its destination by id, or NOT_FOUND. */
export async function findRestaurant(db: Database, restaurantId: string): Promise<{ restaurant: Restaurant; destination: Destination }> {
  const restaurant = (await diningCatalogue(db)).restaurants.get(restaurantId)
  const destination = restaurant && (await catalogueDestinations(db)).byId.get(restaurant.destinationId)
  if (!restaurant || !destination) throw new SimulatorError('NOT_FOUND', `We could not find the restaurant '${restaurantId}'.`, { field: 'restaurantId' })
  return { restaurant, destination }
}

/** ISO weekday of a date: Monday 1 … Sunday 7. */
export function weekdayOf(date: string) {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay()
  return day === 0 ? 7 : day
}

export const toMinutes = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return hours * 60 + minutes
}
export const toTime = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** The last seating is this long before closing. */
export const lastSeatingBeforeCloseMinutes = 90
export const seatingStepMinutes = 30

/** The restaurant's hours on a date, or undefined when it is closed that day. */
export function hoursOn(restaurant: Pick<Restaurant, 'openingHours'>, date: string) {
  const day = restaurant.openingHours.find((entry) => entry.weekday === weekdayOf(date))
  return day?.open && day.close ? { open: day.open, close: day.close, label: day.label } : undefined
}

/** The seatings of a date, every 30 minutes from opening to 90 minutes before closing. */
export function seatingsOn(restaurant: Pick<Restaurant, 'openingHours'>, date: string): string[] {
  const day = hoursOn(restaurant, date)
  if (!day) return []
  const last = toMinutes(day.close) - lastSeatingBeforeCloseMinutes
  const seatings: string[] = []
  for (let minutes = toMinutes(day.open); minutes <= last; minutes += seatingStepMinutes) seatings.push(toTime(minutes))
  return seatings
}

/**
 * Covers the restaurant keeps for walk-ins and regulars at a seating: the same on every machine,
 * up to 60 % at dinner peak (19:00–20:30) and 35 % otherwise, 15 points more on Fridays and Saturdays.
 */
export function heldCovers(restaurant: Pick<Restaurant, 'id' | 'coversPerSeating'>, date: string, time: string) {
  const minutes = toMinutes(time)
  const peak = minutes >= 19 * 60 && minutes <= 20 * 60 + 30
  const weekend = [5, 6].includes(weekdayOf(date))
  const percent = (hashString(`dining-held:${restaurant.id}:${date}:${time}`) % ((peak ? 60 : 35) + 1)) + (weekend ? 15 : 0)
  return Math.floor((restaurant.coversPerSeating * Math.min(percent, 90)) / 100)
}

/** Covers a booking can take at a seating: capacity less what the restaurant holds back. */
export function bookableCovers(restaurant: Pick<Restaurant, 'id' | 'coversPerSeating'>, date: string, time: string) {
  return restaurant.coversPerSeating - heldCovers(restaurant, date, time)
}

/** Covers taken by bookings on a date, keyed `restaurantId|time`. */
export async function bookedCovers(db: Executor, restaurantIds: readonly string[], date: string): Promise<Map<string, number>> {
  const booked = new Map<string, number>()
  if (restaurantIds.length === 0) return booked
  const wanted = new Set(restaurantIds)
  const rows = await db.select().from(simDiningSeatings).where(eq(simDiningSeatings.day, date))
  for (const row of rows) if (wanted.has(row.restaurantId) && row.booked > 0) booked.set(`${row.restaurantId}|${row.time}`, row.booked)
  return booked
}

export function coversLeft(restaurant: Pick<Restaurant, 'id' | 'coversPerSeating'>, date: string, time: string, booked: Map<string, number>) {
  return Math.max(0, bookableCovers(restaurant, date, time) - (booked.get(`${restaurant.id}|${time}`) ?? 0))
}

/** Takes the party's covers at the seating, or refuses with SLOT_SOLD_OUT when they no longer fit. */
export async function reserveCovers(tx: Executor, restaurant: Pick<Restaurant, 'id' | 'coversPerSeating'>, date: string, time: string, partySize: number) {
  const limit = bookableCovers(restaurant, date, time)
  await tx.insert(simDiningSeatings).values({ restaurantId: restaurant.id, day: date, time, booked: 0 }).onConflictDoNothing()
  // The row lock makes concurrent bookings of the same seating wait, then re-check the room left.
  const taken = await tx
    .update(simDiningSeatings)
    .set({ booked: sql`${simDiningSeatings.booked} + ${partySize}` })
    .where(and(eq(simDiningSeatings.restaurantId, restaurant.id), eq(simDiningSeatings.day, date), eq(simDiningSeatings.time, time), sql`${simDiningSeatings.booked} + ${partySize} <= ${limit}`))
    .returning({ booked: simDiningSeatings.booked })
  if (taken.length === 0) throw new SimulatorError('SLOT_SOLD_OUT', `The ${time} seating has no room left for ${partySize}. Choose another time.`, { field: 'time' })
}

export async function releaseCovers(tx: Executor, restaurantId: string, date: string, time: string, partySize: number) {
  await tx
    .update(simDiningSeatings)
    .set({ booked: sql`greatest(${simDiningSeatings.booked} - ${partySize}, 0)` })
    .where(and(eq(simDiningSeatings.restaurantId, restaurantId), eq(simDiningSeatings.day, date), eq(simDiningSeatings.time, time)))
}
