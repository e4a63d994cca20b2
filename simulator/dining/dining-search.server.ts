// Restaurant search and a restaurant's page on the platform, over its inventory.
// Inventory: the stored restaurants read once per database and kept in memory, and the finite covers of each
// seating: the restaurant's capacity, less the walk-ins and regulars it keeps for itself (derived from the seed
// by restaurant, date and time, busier at dinner and at weekends), less what bookings took (sim_dining_seatings).
// The seatings are every 30 minutes from opening to 90 minutes before closing.
// Search and page: the wished date and time checked in the restaurant's time zone (TIME_PASSED, INVALID_DATES),
// the party against the largest table (PARTY_TOO_LARGE), a sanctioned destination (E0000023), then the seatings
// around the wished time with the covers left, and the booking options priced for the party.
import { and, eq, sql } from 'drizzle-orm'
import type { DiningOffer, DiningSearchData, DiningSearchResult, DiningSlot, RestaurantSummary } from '@contracts/lxp/dining.schema'
import { cuisineLabels, diningLimits, priceLevelLabels } from '@contracts/lxp/dining.schema'
import { pageOf } from '@contracts/lxp/shared/search.schema'
import type { Database, Executor } from '../db/database'
import { catalogueDestinations } from '../catalogue/catalogue.server'
import type { Destination } from '../catalogue/destinations'
import { searchText } from '../catalogue/search-text'
import { withSharedStrings } from '../catalogue/shared-strings'
import { venueClock, venueTimeText } from '../clock'
import { addDays } from '../shared/calendar'
import { cachedPerDatabase, indexCatalogue } from '../shared/catalogue-cache'
import { money, simulatorCurrency } from '../money'
import { hashString } from '../random'
import { SimulatorError, supplierCodes } from '../simulator-error'
import { callerEarnRate } from '../loyalty/line-points.server'
import { restaurantImagesOf, weekdayName, type Restaurant } from './dining-catalogue'
import { optionsOf, pricedOptions } from './dining-pricing'
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

/** Points a card member earns per currency unit: rewards partners 3X, other restaurants 1X. */
export const diningEarnRates = { partner: 3, other: 1 } as const

/** A restaurant's earn rate for a card member whose card earns on dining. */
export const diningEarnRate = (restaurant: Pick<Restaurant, 'pointsEligible'>) => (restaurant.pointsEligible ? diningEarnRates.partner : diningEarnRates.other)

export type Party = { date: string; time: string; partySize: number }

/** The wished moment as the restaurant checks it: not passed where it is, and within 180 days. */
export function checkMoment(party: Party, timeZone: string, today: string, place = timeZone) {
  const now = venueClock(timeZone, today)
  if (party.date < now.date) throw new SimulatorError('TIME_PASSED', `That date has passed: it is ${venueTimeText(now, place)}. Choose today or a later date.`, { field: 'date' })
  if (party.date === now.date && party.time <= now.time) throw new SimulatorError('TIME_PASSED', `It is already ${now.time} at the restaurant (${venueTimeText(now, place)}). Choose a later time.`, { field: 'time' })
  if (party.date > addDays(today, diningLimits.maxDaysAhead)) throw new SimulatorError('INVALID_DATES', `Tables can be booked up to ${diningLimits.maxDaysAhead} days ahead.`, { field: 'date' })
  return now
}

export function partyTooLarge(restaurant: Pick<Restaurant, 'name' | 'maxPartySize'>) {
  return new SimulatorError('PARTY_TOO_LARGE', `${restaurant.name} seats at most ${restaurant.maxPartySize} guests at one table. For a larger group, call the restaurant.`, { field: 'partySize' })
}

export const priceLabelOf = (level: number) => '$'.repeat(level)

/** The seatings around the wished time (±90 minutes), without those already passed today. */
export function slotsAround(restaurant: Restaurant, party: Party, now: { date: string; time: string }, booked: Map<string, number>): DiningSlot[] {
  const wished = toMinutes(party.time)
  return seatingsOn(restaurant, party.date)
    .filter((time) => Math.abs(toMinutes(time) - wished) <= diningLimits.slotWindowMinutes)
    .filter((time) => party.date !== now.date || time > now.time)
    .map((time) => {
      const seatsLeft = coversLeft(restaurant, party.date, time, booked)
      return { time, available: seatsLeft >= party.partySize, seatsLeft }
    })
}

/** What a result, a quote and a reservation all say of a restaurant. */
export function restaurantHeadline(restaurant: Restaurant) {
  return {
    restaurantId: restaurant.id,
    name: restaurant.name,
    cuisine: restaurant.cuisine,
    cuisineLabel: cuisineLabels[restaurant.cuisine],
    priceLevel: restaurant.priceLevel,
    priceLabel: priceLabelOf(restaurant.priceLevel),
    neighbourhood: restaurant.neighbourhood,
    image: restaurant.image,
  }
}

export function summaryOf(restaurant: Restaurant, slots: DiningSlot[]): RestaurantSummary {
  const currency = simulatorCurrency
  const cheapest = restaurant.experiences.reduce<number | null>((low, experience) => (low === null || experience.pricePerPerson < low ? experience.pricePerPerson : low), null)
  return {
    ...restaurantHeadline(restaurant),
    rating: { score: restaurant.rating.score, count: restaurant.rating.count, source: 'TRIP_ADVISOR' },
    pointsEligible: restaurant.pointsEligible,
    // What the caller earns, as their quote says: nothing for a guest, nor where the site's dining line does not earn.
    earn: { perCurrencyUnit: callerEarnRate('dining', 'dining', diningEarnRate(restaurant)) },
    fromPerPerson: cheapest === null ? null : money(cheapest, currency),
    tableDeposit: restaurant.tableDepositPerPerson > 0 ? money(restaurant.tableDepositPerPerson, currency) : null,
    slots,
  }
}

/** What a traveller typed: a destination name, alias, id or airport code. */
async function resolveDestination(db: Database, text: string): Promise<Destination> {
  const destination = (await catalogueDestinations(db)).byText.get(searchText(text))
  if (destination?.sanctioned) throw new SimulatorError(supplierCodes.sanctioned, 'We cannot offer travel services to this destination because of sanctions.', { field: 'destination' })
  if (!destination) throw new SimulatorError('DESTINATION_NOT_FOUND', `We do not book restaurants in '${text}'. Try a city such as Paris, Tokyo or New York.`, { field: 'destination' })
  return destination
}

function facet<T extends string | number>(restaurants: RestaurantSummary[], valueOf: (restaurant: RestaurantSummary) => T, labelOf: (value: T) => string) {
  const counts = new Map<T, number>()
  for (const restaurant of restaurants) counts.set(valueOf(restaurant), (counts.get(valueOf(restaurant)) ?? 0) + 1)
  return [...counts].map(([value, count]) => ({ value: String(value), label: labelOf(value), count }))
}

const hasTable = (restaurant: RestaurantSummary) => restaurant.slots.some((slot) => slot.available)
const byRating = (a: RestaurantSummary, b: RestaurantSummary) => b.rating.score - a.rating.score || b.rating.count - a.rating.count || a.restaurantId.localeCompare(b.restaurantId)
const sorters = {
  recommended: (a: RestaurantSummary, b: RestaurantSummary) => Number(hasTable(b)) - Number(hasTable(a)) || byRating(a, b),
  rating: byRating,
  'price-asc': (a: RestaurantSummary, b: RestaurantSummary) => a.priceLevel - b.priceLevel || byRating(a, b),
  'price-desc': (a: RestaurantSummary, b: RestaurantSummary) => b.priceLevel - a.priceLevel || byRating(a, b),
}

export async function searchRestaurants(db: Database, criteria: DiningSearchData, today: string): Promise<DiningSearchResult> {
  const destination = await resolveDestination(db, criteria.destination)
  const now = checkMoment(criteria, destination.timeZone, today, destination.name)
  const all = (await diningCatalogue(db)).byDestination.get(destination.id) ?? []
  const open = all.filter((restaurant) => seatingsOn(restaurant, criteria.date).length > 0)
  const seating = open.filter((restaurant) => restaurant.maxPartySize >= criteria.partySize)
  if (open.length > 0 && seating.length === 0) {
    const largest = Math.max(...open.map((restaurant) => restaurant.maxPartySize))
    throw new SimulatorError('PARTY_TOO_LARGE', `Restaurants in ${destination.name} seat at most ${largest} guests at one table online. For a larger group, call a restaurant.`, { field: 'partySize' })
  }
  const booked = await bookedCovers(
    db,
    seating.map((restaurant) => restaurant.id),
    criteria.date,
  )
  const available = seating.map((restaurant) => summaryOf(restaurant, slotsAround(restaurant, criteria, now, booked)))
  const { filters } = criteria
  const matching = available.filter(
    (restaurant) =>
      (!filters.cuisines?.length || filters.cuisines.includes(restaurant.cuisine)) &&
      (!filters.priceLevels?.length || filters.priceLevels.includes(restaurant.priceLevel)) &&
      (!filters.pointsEligible || restaurant.pointsEligible),
  )
  matching.sort(sorters[criteria.sort])
  return {
    destination: { id: destination.id, name: destination.name, country: destination.countryName, timeZone: destination.timeZone },
    booking: { date: criteria.date, time: criteria.time, partySize: criteria.partySize },
    ...pageOf(matching, criteria),
    facets: {
      cuisines: facet(available, (restaurant) => restaurant.cuisine, (value) => cuisineLabels[value]).sort((a, b) => a.label.localeCompare(b.label)),
      priceLevels: facet(
        available,
        (restaurant) => restaurant.priceLevel,
        (value) => `${priceLabelOf(value)} ${priceLevelLabels[value as 1 | 2 | 3 | 4]}`,
      ).sort((a, b) => a.value.localeCompare(b.value)),
      pointsEligible: available.filter((restaurant) => restaurant.pointsEligible).length,
    },
  }
}

/** A restaurant for a party on a date: its details, seatings around the wished time and priced options. */
export async function getDiningOffer(db: Database, restaurantId: string, party: Party, today: string): Promise<DiningOffer> {
  const { restaurant, destination } = await findRestaurant(db, restaurantId)
  const now = checkMoment(party, destination.timeZone, today, destination.name)
  if (party.partySize > restaurant.maxPartySize) throw partyTooLarge(restaurant)
  const openOnDate = seatingsOn(restaurant, party.date).length > 0
  const slots = openOnDate ? slotsAround(restaurant, party, now, await bookedCovers(db, [restaurant.id], party.date)) : []
  const note = !openOnDate
    ? `${restaurant.name} is closed on ${weekdayName(weekdayOf(party.date))}s. Choose another date.`
    : slots.length === 0
      ? `${restaurant.name} has no seating within 90 minutes of ${party.time}. It seats guests from ${seatingsOn(restaurant, party.date)[0]} to ${seatingsOn(restaurant, party.date).at(-1)}.`
      : slots.every((slot) => !slot.available)
        ? `Every seating around ${party.time} is fully booked for ${party.partySize}. Try another time or date.`
        : null
  return {
    ...summaryOf(restaurant, slots),
    images: restaurantImagesOf(restaurant, destination),
    description: restaurant.description,
    address: restaurant.address,
    phone: restaurant.phone,
    timeZone: restaurant.timeZone,
    destination: { id: destination.id, name: destination.name, country: destination.countryName, timeZone: destination.timeZone },
    openingHours: restaurant.openingHours,
    dressCode: restaurant.dressCode,
    menuHighlights: restaurant.menuHighlights,
    accessibility: restaurant.accessibility,
    reviews: { score: restaurant.rating.score, count: restaurant.rating.count, source: 'TRIP_ADVISOR', items: restaurant.reviews },
    maxPartySize: restaurant.maxPartySize,
    booking: { date: party.date, time: party.time, partySize: party.partySize },
    openOnDate,
    note,
    options: pricedOptions(restaurant, destination, party, simulatorCurrency, now),
  }
}

/** A seating and option as checkout needs them: every refusal a restaurant would give, then the covers left. */
export async function checkSelection(db: Database, selection: Party & { restaurantId: string; optionId: string }, today: string) {
  const { restaurant, destination } = await findRestaurant(db, selection.restaurantId)
  const now = checkMoment(selection, destination.timeZone, today, destination.name)
  if (selection.partySize > restaurant.maxPartySize) throw partyTooLarge(restaurant)
  const seatings = seatingsOn(restaurant, selection.date)
  if (seatings.length === 0) throw new SimulatorError('RESTAURANT_CLOSED', `${restaurant.name} is closed on ${weekdayName(weekdayOf(selection.date))}s. Choose another date.`, { field: 'date' })
  if (!seatings.includes(selection.time)) {
    const range = `${seatings[0]} to ${seatings.at(-1)}`
    throw new SimulatorError('RESTAURANT_CLOSED', `${restaurant.name} seats guests every half hour from ${range} that day. Choose one of those times.`, { field: 'time' })
  }
  const option = optionsOf(restaurant, simulatorCurrency).find((candidate) => candidate.id === selection.optionId)
  if (!option) throw new SimulatorError('INVALID_CRITERIA', `${restaurant.name} has no booking option '${selection.optionId}'.`, { field: 'optionId' })
  const seatsLeft = coversLeft(restaurant, selection.date, selection.time, await bookedCovers(db, [restaurant.id], selection.date))
  return { restaurant, destination, option, seatsLeft, now }
}
