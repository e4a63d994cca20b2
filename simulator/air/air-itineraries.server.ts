// Itineraries on the stored route network: places resolved to airports, dated flights built from
// the daily schedules, direct and one-stop bounds, seats left from the seat maps and the seats
// bookings took, and the fare of each fare family for the passengers.
import { inArray } from 'drizzle-orm'
import type { AirCabin, AirPassengerCounts, FareOption, FlightBound, FlightSegment, Itinerary, SeatMap } from '@contracts/lxp/air.schema'
import { fareFamilies } from '@contracts/lxp/air.schema'
import type { PassengerType } from '@contracts/domain/travel'
import type { Database } from '../db/database'
import { destinations } from '../catalogue/destinations'
import { searchText } from '../catalogue/search-text'
import type { Executor } from '../db/database'
import { simulatorCurrency } from '../money'
import { SimulatorError } from '../simulator-error'
import { simAirports } from '../simulator.tables'
import { simAirRoutes, simAirSeats } from './air.tables'
import {
  aircraftOf,
  baggageAllowance,
  cabinCodes,
  cabinLayout,
  cabinOfCode,
  carrierNames,
  dailySchedule,
  durationMinutes,
  fareFamilyNames,
  fareRules,
  flightTimes,
  hubAirports,
  isTakenElsewhere,
  parseSegmentId,
  passengerFare,
  seatsOf,
  segmentBaseFare,
  segmentIdOf,
  standardCancellationFee,
} from './air-catalogue'

type AirportInfo = { code: string; name: string; city: string; countryCode: string; timeZone: string; latitude: number; longitude: number; sanctioned: boolean }
type Route = { distanceKm: number; carriers: string[] }
export type Network = { airports: Map<string, AirportInfo>; routes: Map<string, Route> }

const networks = new WeakMap<object, Promise<Network>>()

async function readNetwork(db: Database): Promise<Network> {
  const airportRows = await db.select().from(simAirports)
  const routeRows = await db.select().from(simAirRoutes)
  const destinationById = new Map(destinations.map((destination) => [destination.id, destination]))
  const airports = new Map<string, AirportInfo>()
  for (const row of airportRows) {
    const destination = destinationById.get(row.destinationId)
    airports.set(row.iata, {
      code: row.iata,
      name: row.name,
      city: destination?.name ?? row.name,
      countryCode: row.countryCode,
      timeZone: row.timeZone,
      latitude: row.latitude,
      longitude: row.longitude,
      sanctioned: destination?.sanctioned ?? false,
    })
  }
  const routes = new Map(routeRows.map((row) => [`${row.origin}-${row.destination}`, { distanceKm: row.distanceKm, carriers: row.carriers as string[] }]))
  return { airports, routes }
}

/** The stored network, read once per database (it changes only with a new catalogue version). */
export function networkOf(db: Database): Promise<Network> {
  let network = networks.get(db)
  if (!network) {
    network = readNetwork(db).then((read) => {
      if (read.routes.size === 0) networks.delete(db)
      return read
    })
    networks.set(db, network)
  }
  return network
}

export type Place = { query: string; airports: string[]; name: string; sanctioned: boolean }

/** An IATA code, or a destination by name, alias or id. */
export function resolvePlace(network: Network, query: string, field: string): Place {
  const code = query.trim().toUpperCase()
  const airport = /^[A-Z]{3}$/.test(code) ? network.airports.get(code) : undefined
  if (airport) return { query, airports: [airport.code], name: `${airport.city} (${airport.code})`, sanctioned: airport.sanctioned }
  const wanted = searchText(query)
  const destination = destinations.find((candidate) => candidate.id === wanted.replaceAll(' ', '-') || [candidate.name, ...candidate.aliases].some((name) => searchText(name) === wanted))
  const served = destination?.airports.filter((iata) => network.airports.has(iata)) ?? []
  if (!destination || served.length === 0) throw new SimulatorError('DESTINATION_NOT_FOUND', `We do not fly to or from "${query}". Try a city or a three-letter airport code.`, { field })
  return { query, airports: served, name: destination.name, sanctioned: destination.sanctioned }
}

type PublicAirport = Pick<AirportInfo, 'code' | 'name' | 'city' | 'countryCode' | 'timeZone'>
// One object per airport and per carrier for every dated flight that names it: the kept flights below
// hold thousands of them (a quarter less memory than a copy in each; docs/decisions/095). Never mutated.
const publicAirports = new WeakMap<AirportInfo, PublicAirport>()
const carriers = new Map<string, { code: string; name: string }>()

function publicAirport(airport: AirportInfo): PublicAirport {
  let shown = publicAirports.get(airport)
  if (!shown) {
    shown = { code: airport.code, name: airport.name, city: airport.city, countryCode: airport.countryCode, timeZone: airport.timeZone }
    publicAirports.set(airport, shown)
  }
  return shown
}

function carrierOf(code: string) {
  let carrier = carriers.get(code)
  if (!carrier) {
    carrier = { code, name: carrierNames[code] ?? code }
    carriers.set(code, carrier)
  }
  return carrier
}

/** A dated flight of the schedule, with times in its airports' zones; seats left filled in later. */
type Built = FlightSegment & { departureEpoch: number; arrivalEpoch: number }

function buildSegment(network: Network, origin: string, destination: string, date: string, flight: { carrier: string; flightNumber: string; departureMinutes: number }, route: Route): Built {
  const from = network.airports.get(origin)!
  const to = network.airports.get(destination)!
  const minutes = durationMinutes(route.distanceKm)
  const { departure, arrival } = flightTimes(date, flight.departureMinutes, from.timeZone, to.timeZone, minutes)
  return {
    id: segmentIdOf(flight, origin, destination, date),
    carrier: carrierOf(flight.carrier),
    flightNumber: flight.flightNumber,
    from: publicAirport(from),
    to: publicAirport(to),
    departure: departure.toPlainDateTime().toString({ smallestUnit: 'second' }),
    arrival: arrival.toPlainDateTime().toString({ smallestUnit: 'second' }),
    departureOffset: departure.offset,
    arrivalOffset: arrival.offset,
    durationMinutes: minutes,
    distanceKm: route.distanceKm,
    aircraft: aircraftOf(route.distanceKm, flight.carrier),
    seatsLeft: 0,
    departureEpoch: departure.epochMilliseconds,
    arrivalEpoch: arrival.epochMilliseconds,
  }
}

// Dated flights are the same on every call (the schedule is a function of the route and day), but
// placing them in their time zones is the slow part of a search, and fare calendars ask for the same
// routes and days again and again (docs/decisions/091): the last few thousand are kept. Never mutated.
// Bound: 6 000 lists of 0–9 flights, ~450 bytes a flight with shared airports and carriers: ~11 MB
// when every list held four flights (measured, docs/decisions/095); lists of routes that do not exist are empty.
const builtFlights = new WeakMap<Network, Map<string, Built[]>>()
const builtFlightsKept = 6000

function flightsOn(network: Network, origin: string, destination: string, date: string, cabin: AirCabin): Built[] {
  let built = builtFlights.get(network)
  if (!built) builtFlights.set(network, (built = new Map()))
  const key = `${origin}-${destination}|${date}|${cabin}`
  const known = built.get(key)
  if (known) return known
  const route = network.routes.get(`${origin}-${destination}`)
  const flights = !route || !cabinLayout(cabin, route.distanceKm) ? [] : dailySchedule(origin, destination, route.carriers, route.distanceKm).map((flight) => buildSegment(network, origin, destination, date, flight, route))
  if (built.size >= builtFlightsKept) built.delete(built.keys().next().value!)
  built.set(key, flights)
  return flights
}

/** Rebuilds a dated flight from its id; undefined when the schedule has no such flight. */
export function segmentFromId(network: Network, id: string, cabin: AirCabin): Built | undefined {
  const parsed = parseSegmentId(id)
  if (!parsed) return undefined
  return flightsOn(network, parsed.origin, parsed.destination, parsed.date, cabin).find((flight) => flight.carrier.code === parsed.carrier && flight.flightNumber === parsed.flightNumber)
}

const minConnection = 60
const maxConnection = 6 * 60

function nextDay(date: string) {
  const next = new Date(`${date}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return next.toISOString().slice(0, 10)
}

/** Direct flights and one-stop connections (via a hub that is not a long detour) leaving on `date`. */
export function boundsBetween(network: Network, origins: string[], targets: string[], date: string, cabin: AirCabin): Built[][] {
  const bounds: Built[][] = []
  for (const origin of origins) {
    for (const target of targets) {
      if (origin === target) continue
      for (const flight of flightsOn(network, origin, target, date, cabin)) bounds.push([flight])
      const from = network.airports.get(origin)
      const to = network.airports.get(target)
      const direct = network.routes.get(`${origin}-${target}`)?.distanceKm
      if (!from || !to) continue
      const hubs = [...hubAirports]
        .filter((hub) => hub !== origin && hub !== target && network.routes.has(`${origin}-${hub}`) && network.routes.has(`${hub}-${target}`))
        .map((hub) => ({ hub, km: network.routes.get(`${origin}-${hub}`)!.distanceKm + network.routes.get(`${hub}-${target}`)!.distanceKm }))
        .filter(({ km }) => direct === undefined || km <= direct * 1.45 + 300)
        .sort((a, b) => a.km - b.km)
        .slice(0, 3)
      for (const { hub } of hubs) {
        const firstLegs = flightsOn(network, origin, hub, date, cabin)
        if (firstLegs.length === 0) continue
        const arrivalDates = new Set(firstLegs.map((leg) => leg.arrival.slice(0, 10)))
        const secondLegs = [...arrivalDates, ...[...arrivalDates].map(nextDay)].flatMap((day) => flightsOn(network, hub, target, day, cabin))
        for (const first of firstLegs) {
          const fitting = secondLegs.filter((second) => second.departureEpoch - first.arrivalEpoch >= minConnection * 60_000 && second.departureEpoch - first.arrivalEpoch <= maxConnection * 60_000)
          const connection = fitting.find((second) => second.carrier.code === first.carrier.code) ?? fitting.sort((a, b) => a.departureEpoch - b.departureEpoch)[0]
          if (connection) bounds.push([first, connection])
        }
      }
    }
  }
  return bounds
}

export function boundOf(segments: Built[]): FlightBound & { departureEpoch: number } {
  const first = segments[0]!
  const last = segments[segments.length - 1]!
  return {
    segments: segments.map(({ departureEpoch: _departure, arrivalEpoch: _arrival, ...segment }) => segment),
    stops: segments.length - 1,
    durationMinutes: Math.round((last.arrivalEpoch - first.departureEpoch) / 60_000),
    layovers: segments.slice(1).map((segment, index) => ({ airport: segment.from.code, minutes: Math.round((segment.departureEpoch - segments[index]!.arrivalEpoch) / 60_000) })),
    departureEpoch: first.departureEpoch,
  }
}

export const offerIdOf = (cabin: AirCabin, bounds: { segments: { id: string }[] }[]) => `${cabinCodes[cabin]}.${bounds.map((bound) => bound.segments.map((segment) => segment.id).join('_')).join('~')}`

/** The cabin and dated flights of an offer id; NOT_FOUND when it names flights the schedule lacks. */
export function parseOfferId(network: Network, offerId: string): { cabin: AirCabin; bounds: Built[][] } {
  const notFound = () => new SimulatorError('NOT_FOUND', 'We could not find this flight offer. Search again to see the flights available.', { field: 'offerId' })
  const [code, rest] = offerId.split('.', 2)
  const cabin = cabinOfCode[code ?? '']
  if (!cabin || !rest) throw notFound()
  const bounds = rest.split('~').map((bound) => bound.split('_').map((id) => segmentFromId(network, id, cabin)))
  if (bounds.length > 2 || bounds.some((bound) => bound.length > 2 || bound.some((segment) => !segment))) throw notFound()
  const built = bounds as Built[][]
  for (const bound of built) {
    for (let index = 1; index < bound.length; index += 1) {
      const gap = bound[index]!.departureEpoch - bound[index - 1]!.arrivalEpoch
      if (bound[index]!.from.code !== bound[index - 1]!.to.code || gap < minConnection * 60_000) throw notFound()
    }
  }
  return { cabin, bounds: built }
}

/** Seats taken by bookings, per flight. */
export async function bookedSeats(db: Executor, segmentIds: string[]): Promise<Map<string, Set<string>>> {
  const booked = new Map<string, Set<string>>()
  if (segmentIds.length === 0) return booked
  const rows = await db.select({ segmentId: simAirSeats.segmentId, seat: simAirSeats.seat }).from(simAirSeats).where(inArray(simAirSeats.segmentId, [...new Set(segmentIds)]))
  for (const row of rows) {
    const seats = booked.get(row.segmentId) ?? new Set<string>()
    seats.add(row.seat)
    booked.set(row.segmentId, seats)
  }
  return booked
}

/** The seats of the cabin still free on a flight. */
export function freeSeats(segment: { id: string; distanceKm: number }, cabin: AirCabin, booked: Set<string> | undefined): string[] {
  const layout = cabinLayout(cabin, segment.distanceKm)
  if (!layout) return []
  return seatsOf(layout).filter((seat) => !isTakenElsewhere(segment.id, seat) && !booked?.has(seat))
}

export function seatMapOf(segment: { id: string; distanceKm: number }, cabin: AirCabin, booked: Set<string> | undefined): SeatMap {
  const layout = cabinLayout(cabin, segment.distanceKm)!
  const free = new Set(freeSeats(segment, cabin, booked))
  const rows: SeatMap['rows'] = []
  const last = layout.letters.length - 1
  for (let row = layout.rows[0]; row <= layout.rows[1]; row += 1) {
    rows.push({
      row,
      seats: layout.letters.map((letter, index) => ({
        seat: `${row}${letter}`,
        row,
        letter,
        available: free.has(`${row}${letter}`),
        window: index === 0 || index === last,
        aisle: layout.aisleAfter.includes(letter) || layout.aisleAfter.includes(layout.letters[index - 1] ?? ''),
      })),
    })
  }
  return { segmentId: segment.id, cabin, letters: layout.letters, aisleAfter: layout.aisleAfter, rows }
}

export function seatedCount(passengers: AirPassengerCounts) {
  return passengers.adults + passengers.children + passengers.infantsInSeat
}

export function passengerTypesOf(passengers: AirPassengerCounts): PassengerType[] {
  return [
    ...Array<PassengerType>(passengers.adults).fill('ADULT'),
    ...Array<PassengerType>(passengers.children).fill('CHILD'),
    ...Array<PassengerType>(passengers.infantsInSeat).fill('INFANT_SEATED'),
    ...Array<PassengerType>(passengers.infantsOnLap).fill('INFANT_IN_LAP'),
  ]
}

/** The fare of each family for these passengers over all flights of the itinerary. */
export function faresOf(bounds: FlightBound[], cabin: AirCabin, passengers: AirPassengerCounts, today: string): FareOption[] {
  const types = passengerTypesOf(passengers)
  return fareFamilies.map((family) => {
    let base = 0
    let taxes = 0
    let perAdult = 0
    for (const segment of bounds.flatMap((bound) => bound.segments)) {
      const adultBase = segmentBaseFare({ segmentId: segment.id, carrier: segment.carrier.code, distanceKm: segment.distanceKm, date: segment.departure.slice(0, 10), cabin, family, today })
      for (const type of types) {
        const fare = passengerFare(adultBase, type)
        base += fare.base
        taxes += fare.taxes
      }
      const adult = passengerFare(adultBase, 'ADULT')
      perAdult += adult.base + adult.taxes
    }
    const rules = fareRules(family)
    const fareBase = base
    return {
      family,
      name: fareFamilyNames[family],
      total: base + taxes,
      base,
      taxes,
      perAdult,
      baggage: baggageAllowance(family, cabin),
      rules: { ...rules, cancellationFee: family === 'FLEX' ? 0 : family === 'STANDARD' ? standardCancellationFee : Math.round(fareBase / Math.max(1, types.length)) },
    }
  })
}

/** An itinerary with seats left (the fewest over its flights) and its fares. */
export function itineraryOf(bounds: Built[][], cabin: AirCabin, passengers: AirPassengerCounts, booked: Map<string, Set<string>>, today: string): Itinerary & { departureEpoch: number; totalMinutes: number } {
  const withSeats = bounds.map((bound) => bound.map((segment) => ({ ...segment, seatsLeft: freeSeats(segment, cabin, booked.get(segment.id)).length })))
  const shaped = withSeats.map(boundOf)
  const fares = faresOf(shaped, cabin, passengers, today)
  const cleanBounds = shaped.map(({ departureEpoch: _epoch, ...bound }) => bound)
  return {
    offerId: offerIdOf(cabin, cleanBounds),
    cabin,
    bounds: cleanBounds,
    carriers: [...new Set(cleanBounds.flatMap((bound) => bound.segments.map((segment) => segment.carrier.code)))],
    fares,
    lowestPrice: Math.min(...fares.map((fare) => fare.total)),
    currency: simulatorCurrency,
    seatsLeft: Math.min(...withSeats.flat().map((segment) => segment.seatsLeft)),
    departureEpoch: shaped[0]!.departureEpoch,
    totalMinutes: shaped.reduce((sum, bound) => sum + bound.durationMinutes, 0),
  }
}

export function publicItinerary(itinerary: ReturnType<typeof itineraryOf>): Itinerary {
  const { departureEpoch: _epoch, totalMinutes: _minutes, ...rest } = itinerary
  return rest
}
