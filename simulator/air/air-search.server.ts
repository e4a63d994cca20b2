// Flight search and an itinerary's details: places resolved to airports, direct and one-stop
// bounds on the date(s), itineraries with enough seats for the passengers, filters, facets, sort
// and paging; the details add the seat maps of every flight.
import { Temporal } from 'temporal-polyfill'
import type { AirCabin, AirOffer, AirPassengerCounts, AirSearchData, AirSearchResult } from '@contracts/lxp/air.schema'
import type { Database } from '../db/database'
import { today as clockToday, flightSellable, venueAt, venueClock, venueTimeText, type VenueNow } from '../clock'
import { flightSalesCutOffMinutes } from '@contracts/domain/venue-time'
import { SimulatorError, supplierCodes } from '../simulator-error'
import { carrierNames } from './air-catalogue'
import { bookedSeats, boundsBetween, itineraryOf, networkOf, parseOfferId, publicItinerary, resolvePlace, seatedCount, seatMapOf, type Network } from './air-itineraries.server'
import { pageOf } from '@contracts/lxp/shared/search.schema'

/** Furthest ahead schedules are sold. */
export const airBookingHorizonDays = 330
const perBoundLimit = 14

/** `origin`: the departure airport's clock, which "in the past" is judged by (its date, else `today`'s). */
export function checkTravelDates(departDate: string, returnDate: string | undefined, today: string, origin?: VenueNow) {
  const horizon = Temporal.PlainDate.from(today).add({ days: airBookingHorizonDays }).toString()
  if (departDate < (origin?.date ?? today)) {
    throw new SimulatorError('INVALID_DATES', origin ? `The departure date is in the past: it is ${venueTimeText(origin, origin.place)}.` : 'The departure date is in the past.', { field: 'departDate' })
  }
  if (departDate > horizon) throw new SimulatorError('INVALID_DATES', `Flights can be booked up to ${airBookingHorizonDays} days ahead.`, { field: 'departDate' })
  if (returnDate && returnDate > horizon) throw new SimulatorError('INVALID_DATES', `Flights can be booked up to ${airBookingHorizonDays} days ahead.`, { field: 'returnDate' })
}

type Departing = { departure: string; from: { city: string; timeZone: string } }

/** TIME_PASSED unless every bound's first flight is still sold (the sales cut-off, on its airport's clock). */
export function checkOnSale(bounds: readonly (readonly Departing[])[], today: string) {
  const gone = bounds.map((bound) => bound[0]!).find((segment) => !flightSellable(segment, today))
  if (gone) {
    const now = venueTimeText(venueClock(gone.from.timeZone, today), gone.from.city)
    throw new SimulatorError('TIME_PASSED', `This flight leaves within ${flightSalesCutOffMinutes} minutes or has already left: it is ${now}. Search again for later flights.`, { field: 'offerId' })
  }
}

function minutesOfDay(localDateTime: string) {
  return Number(localDateTime.slice(11, 13)) * 60 + Number(localDateTime.slice(14, 16))
}
const clockMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** The origin and destination of a search, refused as the platform refuses them (unknown, sanctioned, the same place). */
export function resolveRoute(network: Network, criteria: { origin: string; destination: string }) {
  const origin = resolvePlace(network, criteria.origin, 'origin')
  const destination = resolvePlace(network, criteria.destination, 'destination')
  for (const [place, field] of [[destination, 'destination'], [origin, 'origin']] as const) {
    if (place.sanctioned) throw new SimulatorError(supplierCodes.sanctioned, 'We cannot offer travel to or from this destination because of international sanctions.', { field })
  }
  if (origin.airports.some((code) => destination.airports.includes(code)) || origin.name === destination.name) {
    throw new SimulatorError('INVALID_CRITERIA', 'Choose a destination other than where you leave from.', { field: 'destination' })
  }
  return { origin, destination }
}

type Bound = Parameters<typeof itineraryOf>[0][number]
export type TripBounds = { outbound: Bound[]; inbound?: Bound[] }

/**
 * The direct and one-stop bounds out on the departure day and, for a round trip, back on the return day:
 * only those still sold (the sales cut-off before departure, on the departure airport's clock).
 */
export function tripBounds(network: Network, route: ReturnType<typeof resolveRoute>, dates: { departDate: string; returnDate?: string }, cabin: AirCabin, today: string): TripBounds {
  const { origin, destination } = route
  const sold = (bounds: Bound[]) => bounds.filter((bound) => flightSellable(bound[0]!, today))
  return {
    outbound: sold(boundsBetween(network, origin.airports, destination.airports, dates.departDate, cabin)),
    inbound: dates.returnDate ? sold(boundsBetween(network, destination.airports, origin.airports, dates.returnDate, cabin)) : undefined,
  }
}

export const segmentIdsOf = (trip: TripBounds) => [...trip.outbound, ...(trip.inbound ?? [])].flat().map((segment) => segment.id)

/** One bound alone, priced for the passengers: its itinerary's fares and seats left. */
export type PricedBound = { bound: Bound; fares: number[]; lowestPrice: number; seatsLeft: number }

/** The bounds of one direction, cheapest first (stable for equal prices). */
export function pricedBounds(bounds: Bound[], cabin: AirCabin, passengers: AirPassengerCounts, booked: Map<string, Set<string>>, today: string): PricedBound[] {
  return bounds
    .map((bound) => {
      const itinerary = itineraryOf([bound], cabin, passengers, booked, today)
      return { bound, fares: itinerary.fares.map((fare) => fare.total), lowestPrice: itinerary.lowestPrice, seatsLeft: itinerary.seatsLeft }
    })
    .sort((a, b) => a.lowestPrice - b.lowestPrice)
}

/** Round trips pair the cheapest outbounds with the cheapest returns that leave at least two hours after landing. */
const pairs = (outs: PricedBound[], backs: PricedBound[]) => {
  const backsKept = backs.slice(0, perBoundLimit)
  return outs.slice(0, perBoundLimit).flatMap((out) => backsKept.filter((back) => back.bound[0]!.departureEpoch > out.bound[out.bound.length - 1]!.arrivalEpoch + 2 * 3_600_000).map((back) => [out, back] as const))
}

/** Every itinerary of the trip with seats for the passengers, before filters: what a search sorts, pages and prices its facets from. */
export function bookableItineraries(trip: TripBounds, cabin: AirCabin, passengers: AirPassengerCounts, booked: Map<string, Set<string>>, today: string) {
  const { outbound, inbound } = trip
  const combos: Bound[][] = !inbound
    ? outbound.map((bound) => [bound])
    : pairs(pricedBounds(outbound, cabin, passengers, booked, today), pricedBounds(inbound, cabin, passengers, booked, today)).map(([out, back]) => [out.bound, back.bound])
  const seated = seatedCount(passengers)
  return combos.map((bounds) => itineraryOf(bounds, cabin, passengers, booked, today)).filter((itinerary) => itinerary.seatsLeft >= seated)
}

/**
 * The lowest price of bookableItineraries without building each itinerary: a fare family's total is
 * the sum over the flights (faresOf), so a round trip's is its two bounds' totals added, and its seats
 * the fewer of the two. Bounds come priced (pricedBounds), so a calendar prices each day's once.
 */
export function lowestTripFare(outs: PricedBound[], backs: PricedBound[] | undefined, passengers: AirPassengerCounts): number | null {
  const seated = seatedCount(passengers)
  let lowest: number | null = null
  const consider = (price: number) => {
    if (lowest === null || price < lowest) lowest = price
  }
  if (!backs) for (const out of outs) if (out.seatsLeft >= seated) consider(out.lowestPrice)
  if (backs)
    for (const [out, back] of pairs(outs, backs)) {
      if (Math.min(out.seatsLeft, back.seatsLeft) >= seated) consider(Math.min(...out.fares.map((fare, family) => fare + back.fares[family]!)))
    }
  return lowest
}

export async function searchFlights(db: Database, criteria: AirSearchData, today: string = clockToday()): Promise<AirSearchResult> {
  const network = await networkOf(db)
  const route = resolveRoute(network, criteria)
  const { origin, destination } = route
  const airport = network.airports.get(origin.airports[0]!)
  checkTravelDates(criteria.departDate, criteria.returnDate, today, airport && venueAt(airport.timeZone, today, `${airport.city} (${airport.code})`))
  const { cabin, passengers } = criteria
  const trip = tripBounds(network, route, criteria, cabin, today)
  const booked = await bookedSeats(db, segmentIdsOf(trip))
  const all = bookableItineraries(trip, cabin, passengers, booked, today)

  const stopsOf = (itinerary: (typeof all)[number]) => Math.max(...itinerary.bounds.map((bound) => bound.stops))
  const { filters } = criteria
  const filtered = all.filter((itinerary) => {
    if (filters.stops?.length && !filters.stops.includes(stopsOf(itinerary) as 0 | 1)) return false
    if (filters.carriers?.length && !itinerary.carriers.some((code) => filters.carriers!.includes(code))) return false
    const departs = minutesOfDay(itinerary.bounds[0]!.segments[0]!.departure)
    if (filters.departureFrom && departs < clockMinutes(filters.departureFrom)) return false
    if (filters.departureTo && departs > clockMinutes(filters.departureTo)) return false
    if (filters.maxPrice !== undefined && itinerary.lowestPrice > filters.maxPrice) return false
    return true
  })
  const sorted = filtered.sort((a, b) => {
    if (criteria.sort === 'duration') return a.totalMinutes - b.totalMinutes || a.lowestPrice - b.lowestPrice
    if (criteria.sort === 'departure') return a.departureEpoch - b.departureEpoch || a.lowestPrice - b.lowestPrice
    return a.lowestPrice - b.lowestPrice || a.totalMinutes - b.totalMinutes
  })
  const stopCounts = [0, 1].map((stops) => ({ value: String(stops), label: stops === 0 ? 'Nonstop' : '1 stop', count: all.filter((itinerary) => stopsOf(itinerary) === stops).length }))
  const carrierCodes = [...new Set(all.flatMap((itinerary) => itinerary.carriers))].sort()
  const prices = all.map((itinerary) => itinerary.lowestPrice)
  const page = pageOf(sorted, criteria)
  return {
    origin: { query: origin.query, airports: origin.airports, name: origin.name, timeZone: airport?.timeZone },
    destination: { query: destination.query, airports: destination.airports, name: destination.name },
    ...page,
    items: page.items.map(publicItinerary),
    facets: {
      stops: stopCounts,
      carriers: carrierCodes.map((code) => ({ value: code, label: carrierNames[code] ?? code, count: all.filter((itinerary) => itinerary.carriers.includes(code)).length })),
      price: { min: prices.length ? Math.min(...prices) : 0, max: prices.length ? Math.max(...prices) : 0 },
    },
  }
}

/** An itinerary for these passengers with its fares and seat maps; NOT_FOUND for an unknown offer, TIME_PASSED once sales have closed, SOLD_OUT when too few seats are left. */
export async function getFlightOffer(db: Database, offerId: string, passengers: AirPassengerCounts, today: string = clockToday()): Promise<AirOffer> {
  const network = await networkOf(db)
  const { cabin, bounds } = parseOfferId(network, offerId)
  checkOnSale(bounds, today)
  const sanctioned = bounds.flat().some((segment) => network.airports.get(segment.to.code)?.sanctioned || network.airports.get(segment.from.code)?.sanctioned)
  if (sanctioned) throw new SimulatorError(supplierCodes.sanctioned, 'We cannot offer travel to or from this destination because of international sanctions.', { field: 'offerId' })
  const booked = await bookedSeats(db, bounds.flat().map((segment) => segment.id))
  const itinerary = itineraryOf(bounds, cabin, passengers, booked, today)
  if (itinerary.seatsLeft < seatedCount(passengers)) throw new SimulatorError('SOLD_OUT', `Only ${itinerary.seatsLeft} seats are left on these flights.`, { field: 'offerId' })
  return {
    ...publicItinerary(itinerary),
    passengers,
    seatMaps: bounds.flat().map((segment) => seatMapOf(segment, cabin, booked.get(segment.id))),
  }
}
