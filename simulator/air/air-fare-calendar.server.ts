// Flexible dates for flights: the fare calendar (the lowest fare of each departure day, for the date
// picker) and the fare grid (three days either side of a search). Each price is the lowest of the
// itineraries a search of those dates answers before its filters (lowestTripFare over the search's
// own pricedBounds and pairing: its `facets.price.min`), computed over one read of the seats taken (docs/decisions/091).
import { Temporal } from 'temporal-polyfill'
import { fareGridSpanDays, type AirCabin, type AirFareCalendar, type AirFareGrid, type AirPassengerCounts } from '@contracts/lxp/air.schema'
import { calendarDays } from '@contracts/lxp/shared/price-calendar.schema'
import type { Database } from '../db/database'
import { today as clockToday } from '../clock'
import { simulatorCurrency } from '../money'
import { bookedSeats, networkOf, type Network } from './air-itineraries.server'
import { airBookingHorizonDays, lowestTripFare, pricedBounds, resolveRoute, tripBounds, type TripBounds } from './air-search.server'

type Dates = { departDate: string; returnDate?: string }
type FareRoute = { origin: string; destination: string; cabin: AirCabin; passengers: AirPassengerCounts }

const addDays = (date: string, days: number) => Temporal.PlainDate.from(date).add({ days }).toString()

/** Whether a search of these dates would be answered (not refused for its dates). */
export function sellableDates({ departDate, returnDate }: Dates, today: string) {
  const horizon = addDays(today, airBookingHorizonDays)
  return departDate >= today && departDate <= horizon && (!returnDate || (returnDate >= departDate && returnDate <= horizon))
}

/**
 * The lowest fare of each pair of dates, or null. Each direction and day is built and priced once
 * (the days of a calendar's round trips and of a grid overlap), over one read of the seats taken.
 */
async function lowestFares(db: Database, request: FareRoute, trips: readonly Dates[], today: string): Promise<(number | null)[]> {
  const network: Network = await networkOf(db)
  const route = resolveRoute(network, request)
  const sellable = trips.filter((dates) => sellableDates(dates, today))
  const legs = new Map<string, TripBounds['outbound']>()
  const leg = (direction: 'out' | 'back', date: string) => {
    const key = `${direction}|${date}`
    let bounds = legs.get(key)
    if (!bounds) {
      const trip = tripBounds(network, direction === 'out' ? route : { origin: route.destination, destination: route.origin }, { departDate: date }, request.cabin, today)
      bounds = trip.outbound
      legs.set(key, bounds)
    }
    return bounds
  }
  for (const dates of sellable) {
    leg('out', dates.departDate)
    if (dates.returnDate) leg('back', dates.returnDate)
  }
  const booked = await bookedSeats(db, [...legs.values()].flat(2).map((segment) => segment.id))
  const priced = new Map([...legs].map(([key, bounds]) => [key, pricedBounds(bounds, request.cabin, request.passengers, booked, today)]))
  return trips.map((dates) => {
    if (!sellableDates(dates, today)) return null
    return lowestTripFare(priced.get(`out|${dates.departDate}`)!, dates.returnDate ? priced.get(`back|${dates.returnDate}`)! : undefined, request.passengers)
  })
}

export async function airFareCalendar(db: Database, request: FareRoute & { from: string; to: string; tripDays?: number }, today: string = clockToday()): Promise<AirFareCalendar> {
  const days = calendarDays(request.from, request.to)
  const trips = days.map((departDate) => ({ departDate, returnDate: request.tripDays === undefined ? undefined : addDays(departDate, request.tripDays) }))
  const prices = await lowestFares(db, request, trips, today)
  return { tripDays: request.tripDays ?? null, currency: simulatorCurrency, days: days.map((date, index) => ({ date, lowestPrice: prices[index] ?? null })) }
}

/** The searched day and `fareGridSpanDays` either side. */
export const aroundDay = (date: string) => Array.from({ length: fareGridSpanDays * 2 + 1 }, (_, index) => addDays(date, index - fareGridSpanDays))

export async function airFareGrid(db: Database, request: FareRoute & Dates, today: string = clockToday()): Promise<AirFareGrid> {
  const departDates = aroundDay(request.departDate)
  const returnDates = request.returnDate ? aroundDay(request.returnDate) : []
  const trips: Dates[] = request.returnDate ? departDates.flatMap((departDate) => returnDates.map((returnDate) => ({ departDate, returnDate }))) : departDates.map((departDate) => ({ departDate }))
  const prices = await lowestFares(db, request, trips, today)
  return {
    currency: simulatorCurrency,
    departDates,
    returnDates,
    cells: trips.map((trip, index) => ({ departDate: trip.departDate, returnDate: trip.returnDate ?? null, lowestPrice: prices[index] ?? null })),
  }
}
