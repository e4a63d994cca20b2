// The flight catalogue of the simulator (its network), derived deterministically from the seed: carriers and their
// hubs, which airport pairs have direct routes, the daily schedule of each route (departure times in
// the airports' time zones, durations from great-circle distance), cabins and seat maps, and fares
// by date and demand. Only the routes are stored; everything else is computed on demand.
import { Temporal } from 'temporal-polyfill'
import type { AirCabin, FareFamily } from '@contracts/lxp/air.schema'
import type { PassengerType } from '@contracts/domain/travel'
import { applyPermille, basisPointsOf, roundHalfUp } from '../money'
import { hashString } from '../random'

export const carriers = [
  { code: 'RA', name: 'Rewards Air', hubs: ['JFK', 'LAX', 'ORD'] },
  { code: 'HZ', name: 'Horizon Atlantic', hubs: ['LHR', 'AMS'] },
  { code: 'SJ', name: 'Sahara Jet', hubs: ['DXB', 'IST'] },
  { code: 'PQ', name: 'Pacific Crest', hubs: ['SIN', 'HND', 'HKG'] },
  { code: 'EU', name: 'Euroline', hubs: ['CDG', 'MUC', 'MAD'] },
  { code: 'AU', name: 'Austral Skies', hubs: ['SYD'] },
  { code: 'CN', name: 'Cascade Northern', hubs: ['YYZ', 'YVR'] },
  { code: 'MQ', name: 'Meridian Air', hubs: ['MEX', 'MIA', 'GIG'] },
] as const

export const carrierNames: Record<string, string> = Object.fromEntries(carriers.map((carrier) => [carrier.code, carrier.name]))
export const hubAirports = new Set<string>(carriers.flatMap((carrier) => carrier.hubs))

/** Longest non-stop the simulated fleets fly. */
const maxNonStopKm = 15_600

type RouteEnd = { iata: string; latitude: number; longitude: number; countryCode: string }

/** Whether two airports have a direct route, and who flies it (both directions alike). */
export function directCarriers(a: RouteEnd, b: RouteEnd, distanceKm: number): string[] {
  if (a.iata === b.iata || distanceKm > maxNonStopKm || distanceKm < 150) return []
  const pair = [a.iata, b.iata].sort().join('-')
  const based = carriers.filter((carrier) => carrier.hubs.some((hub) => hub === a.iata || hub === b.iata)).map((carrier) => carrier.code)
  if (based.length > 0) return based.slice(0, 3)
  // Regional point-to-point routes: same country, or short hops with some chance.
  const regional = a.countryCode === b.countryCode ? distanceKm < 4500 : distanceKm < 2500 && hashString(`route:${pair}`) % 100 < 45
  return regional ? [carriers[hashString(`carrier:${pair}`) % carriers.length]!.code] : []
}

export const isLongHaul = (distanceKm: number) => distanceKm >= 4000

/** Block time: about 830 km/h in cruise plus 35 minutes of taxi, climb and approach, to 5 minutes. */
export function durationMinutes(distanceKm: number) {
  return Math.round((distanceKm / 830) * 60 / 5 + 7) * 5
}

export type ScheduledFlight = { carrier: string; flightNumber: string; departureMinutes: number }

/** The daily departures of a route: 1 to 3 per carrier, between 06:00 and 21:55 local time. */
export function dailySchedule(origin: string, destination: string, routeCarriers: readonly string[], distanceKm: number): ScheduledFlight[] {
  const flights: ScheduledFlight[] = []
  for (const carrier of routeCarriers) {
    const frequency = 1 + (hashString(`freq:${carrier}:${origin}${destination}`) % (distanceKm < 3000 ? 3 : 2))
    for (let slot = 0; slot < frequency; slot += 1) {
      const seed = hashString(`slot:${carrier}:${origin}${destination}:${slot}`)
      const departureMinutes = 360 + (seed % 192) * 5
      // §R5: 1 to 4 digits, never a leading zero.
      const flightNumber = String(1 + (hashString(`number:${carrier}:${origin}${destination}:${slot}`) % 9999))
      flights.push({ carrier, flightNumber, departureMinutes })
    }
  }
  return flights.sort((a, b) => a.departureMinutes - b.departureMinutes)
}

export function segmentIdOf(flight: { carrier: string; flightNumber: string }, origin: string, destination: string, date: string) {
  return `${flight.carrier}${flight.flightNumber}-${origin}${destination}-${date.replaceAll('-', '')}`
}

export function parseSegmentId(id: string) {
  const match = /^([A-Z0-9]{2})(\d{1,4})-([A-Z]{3})([A-Z]{3})-(\d{4})(\d{2})(\d{2})$/.exec(id)
  if (!match) return undefined
  const [, carrier, flightNumber, origin, destination, year, month, day] = match as unknown as string[]
  return { carrier: carrier!, flightNumber: flightNumber!, origin: origin!, destination: destination!, date: `${year}-${month}-${day}` }
}

/** Departure and arrival as zoned date-times (departure in the origin's zone, arrival in the destination's). */
export function flightTimes(date: string, departureMinutes: number, fromZone: string, toZone: string, minutes: number) {
  const departure = Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: fromZone, plainTime: new Temporal.PlainTime(Math.floor(departureMinutes / 60), departureMinutes % 60) })
  const arrival = departure.add({ minutes }).withTimeZone(toZone)
  return { departure, arrival }
}

type CabinLayout = { rows: [number, number]; letters: string[]; aisleAfter: string[] }

/** Cabins by aircraft: long-haul wide-bodies have all four, short-haul jets business and economy. */
export function cabinLayout(cabin: AirCabin, distanceKm: number): CabinLayout | undefined {
  if (isLongHaul(distanceKm)) {
    if (cabin === 'FIRST') return { rows: [1, 2], letters: ['A', 'D', 'G', 'K'], aisleAfter: ['A', 'G'] }
    if (cabin === 'BUSINESS') return { rows: [5, 10], letters: ['A', 'D', 'G', 'K'], aisleAfter: ['A', 'G'] }
    if (cabin === 'PREMIUM_ECONOMY') return { rows: [20, 24], letters: ['A', 'C', 'D', 'E', 'F', 'H', 'K'], aisleAfter: ['C', 'F'] }
    return { rows: [30, 49], letters: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'K'], aisleAfter: ['C', 'F'] }
  }
  if (cabin === 'BUSINESS') return { rows: [1, 4], letters: ['A', 'C', 'D', 'F'], aisleAfter: ['C'] }
  if (cabin === 'ECONOMY') return { rows: [10, 29], letters: ['A', 'B', 'C', 'D', 'E', 'F'], aisleAfter: ['C'] }
  return undefined
}

export const aircraftOf = (distanceKm: number, carrier: string) =>
  isLongHaul(distanceKm) ? (hashString(carrier) % 2 ? 'Boeing 787-9' : 'Airbus A350-900') : hashString(carrier) % 2 ? 'Airbus A320neo' : 'Boeing 737-8'

export function seatsOf(layout: CabinLayout) {
  const seats: string[] = []
  for (let row = layout.rows[0]; row <= layout.rows[1]; row += 1) for (const letter of layout.letters) seats.push(`${row}${letter}`)
  return seats
}

/** How full a flight is before our travellers book (0.25 to 0.75), by route and date. */
export function loadFactor(segmentId: string) {
  return 0.25 + (hashString(`load:${segmentId}`) % 501) / 1000
}

/** Seats sold elsewhere: fixed for a flight, so the seat map and the count agree every time. */
export function isTakenElsewhere(segmentId: string, seat: string) {
  return (hashString(`seat:${segmentId}:${seat}`) % 1000) / 1000 < loadFactor(segmentId)
}

const cabinPermille: Record<AirCabin, number> = { ECONOMY: 1000, PREMIUM_ECONOMY: 1650, BUSINESS: 3400, FIRST: 5600 }
export const farePermille: Record<FareFamily, number> = { BASIC: 1000, STANDARD: 1250, FLEX: 1750 }
export const passengerPermille: Record<PassengerType, number> = { ADULT: 1000, CHILD: 750, INFANT_SEATED: 750, INFANT_IN_LAP: 100 }
export const fareFamilyNames: Record<FareFamily, string> = { BASIC: 'Basic', STANDARD: 'Standard', FLEX: 'Flex' }

/** Booking close to departure costs more; far ahead a little less. */
export function advancePermille(today: string, departureDate: string) {
  const days = Temporal.PlainDate.from(today).until(Temporal.PlainDate.from(departureDate)).days
  if (days < 7) return 1450
  if (days < 14) return 1250
  if (days < 30) return 1100
  if (days < 90) return 1000
  return 950
}

/** Fridays and Sundays are in demand, Tuesdays and Wednesdays quiet. */
export function weekdayPermille(date: string) {
  const day = Temporal.PlainDate.from(date).dayOfWeek
  if (day === 5 || day === 7) return 1080
  if (day === 2 || day === 3) return 930
  return 1000
}

/** The base fare of one adult on one flight, in whole currency units (minor units, rounded to 100). */
export function segmentBaseFare(input: { segmentId: string; carrier: string; distanceKm: number; date: string; cabin: AirCabin; family: FareFamily; today: string }) {
  let amount = 3900 + input.distanceKm * 8
  amount = applyPermille(amount, cabinPermille[input.cabin])
  amount = applyPermille(amount, 920 + (hashString(`carrier-price:${input.carrier}`) % 201))
  amount = applyPermille(amount, advancePermille(input.today, input.date))
  amount = applyPermille(amount, weekdayPermille(input.date))
  amount = applyPermille(amount, 700 + Math.round(loadFactor(input.segmentId) * 600))
  amount = applyPermille(amount, farePermille[input.family])
  return roundHalfUp(amount, 100) * 100
}

/** A passenger's fare on one flight: base by passenger type, and taxes (a fixed charge per seat plus 7.5 %). */
export function passengerFare(adultBase: number, type: PassengerType) {
  const base = roundHalfUp(adultBase * passengerPermille[type], 100_000) * 100
  const taxes = (type === 'INFANT_IN_LAP' ? 0 : 1850) + basisPointsOf(base, 750)
  return { base, taxes }
}

/** Baggage of a fare family and cabin: fees per bag per direction, in minor units (§R3.18 baggage). */
export function baggageAllowance(family: FareFamily, cabin: AirCabin) {
  const premium = cabin === 'BUSINESS' || cabin === 'FIRST'
  const first = premium || family !== 'BASIC'
  const second = premium || family === 'FLEX'
  return {
    carryOnBag: { included: true, fee: 0 },
    firstCheckedBag: { included: first, fee: first ? 0 : 3500 },
    secondCheckedBag: { included: second, fee: second ? 0 : 4500 },
  }
}

/** Fees of `bags` checked bags for one passenger in one direction. */
export function bagFees(allowance: ReturnType<typeof baggageAllowance>, bags: number) {
  return (bags >= 1 ? allowance.firstCheckedBag.fee : 0) + (bags >= 2 ? allowance.secondCheckedBag.fee : 0)
}

/** The Standard fare's fees per passenger, in US cents: what is charged and what every text states. */
const standardChangeFee = 7500
export const standardCancellationFee = 10_000
const dollars = (cents: number) => `$${cents / 100}`

/** Change and refund rules of a fare family, per passenger; the description states the fees charged (issue 36 item 9). */
export function fareRules(family: FareFamily) {
  if (family === 'BASIC') return { changeable: false, changeFee: 0, refundable: false, seatSelectionIncluded: true, description: 'No changes. Not refundable after 24 hours from booking: only taxes are refunded.' }
  if (family === 'STANDARD') {
    const description = `Changes for ${dollars(standardChangeFee)} plus any price difference. Refundable less ${dollars(standardCancellationFee)} per passenger.`
    return { changeable: true, changeFee: standardChangeFee, refundable: true, seatSelectionIncluded: true, description }
  }
  return { changeable: true, changeFee: 0, refundable: true, seatSelectionIncluded: true, description: 'Free changes (pay any price difference). Fully refundable.' }
}

/** Cabin letter in offer ids (IATA booking class families). */
export const cabinCodes: Record<AirCabin, string> = { ECONOMY: 'Y', PREMIUM_ECONOMY: 'W', BUSINESS: 'J', FIRST: 'F' }
export const cabinOfCode: Record<string, AirCabin> = { Y: 'ECONOMY', W: 'PREMIUM_ECONOMY', J: 'BUSINESS', F: 'FIRST' }

/** Points: earned per currency unit charged for flights (economy 3, premium cabins 5). */
export const airEarnRate = (cabin: AirCabin) => (cabin === 'BUSINESS' || cabin === 'FIRST' ? 5 : 3)
