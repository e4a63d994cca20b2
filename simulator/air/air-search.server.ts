// Flight search and an itinerary's details: places resolved to airports, direct and one-stop
// bounds on the date(s), itineraries with enough seats for the passengers, filters, facets, sort
// and paging; the details add the seat maps of every flight.
import { Temporal } from 'temporal-polyfill'
import type { AirOffer, AirPassengerCounts, AirSearchData, AirSearchResult } from '@contracts/lxp/air.schema'
import type { Database } from '../db/database'
import { today as clockToday } from '../clock'
import { SimulatorError, supplierCodes } from '../simulator-error'
import { carrierNames } from './air-network'
import { bookedSeats, boundsBetween, itineraryOf, networkOf, parseOfferId, publicItinerary, resolvePlace, seatedCount, seatMapOf } from './air-itineraries.server'

/** Furthest ahead schedules are sold. */
export const airBookingHorizonDays = 330
const perBoundLimit = 14

export function checkTravelDates(departDate: string, returnDate: string | undefined, today: string) {
  const horizon = Temporal.PlainDate.from(today).add({ days: airBookingHorizonDays }).toString()
  if (departDate < today) throw new SimulatorError('INVALID_DATES', 'The departure date is in the past.', { field: 'departDate' })
  if (departDate > horizon) throw new SimulatorError('INVALID_DATES', `Flights can be booked up to ${airBookingHorizonDays} days ahead.`, { field: 'departDate' })
  if (returnDate && returnDate > horizon) throw new SimulatorError('INVALID_DATES', `Flights can be booked up to ${airBookingHorizonDays} days ahead.`, { field: 'returnDate' })
}

function minutesOfDay(localDateTime: string) {
  return Number(localDateTime.slice(11, 13)) * 60 + Number(localDateTime.slice(14, 16))
}
const clockMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

export async function searchFlights(db: Database, criteria: AirSearchData, today: string = clockToday()): Promise<AirSearchResult> {
  const network = await networkOf(db)
  const origin = resolvePlace(network, criteria.origin, 'origin')
  const destination = resolvePlace(network, criteria.destination, 'destination')
  for (const [place, field] of [[destination, 'destination'], [origin, 'origin']] as const) {
    if (place.sanctioned) throw new SimulatorError(supplierCodes.sanctioned, 'We cannot offer travel to or from this destination because of international sanctions.', { field })
  }
  if (origin.airports.some((code) => destination.airports.includes(code)) || origin.name === destination.name) {
    throw new SimulatorError('INVALID_CRITERIA', 'Choose a destination other than where you leave from.', { field: 'destination' })
  }
  checkTravelDates(criteria.departDate, criteria.returnDate, today)
  const { cabin, passengers } = criteria
  type Bound = Parameters<typeof itineraryOf>[0][number]
  const outbound = boundsBetween(network, origin.airports, destination.airports, criteria.departDate, cabin)
  const inbound = criteria.returnDate ? boundsBetween(network, destination.airports, origin.airports, criteria.returnDate, cabin) : undefined
  const booked = await bookedSeats(db, [...outbound, ...(inbound ?? [])].flat().map((segment) => segment.id))

  let combos: Bound[][]
  if (!inbound) combos = outbound.map((bound) => [bound])
  else {
    // Round trips: the cheapest outbounds with the cheapest returns that leave at least two hours after landing.
    const best = (bounds: Bound[]) =>
      bounds
        .map((bound) => ({ bound, price: itineraryOf([bound], cabin, passengers, booked, today).lowestPrice }))
        .sort((a, b) => a.price - b.price)
        .slice(0, perBoundLimit)
        .map(({ bound }) => bound)
    const backs = best(inbound)
    combos = best(outbound).flatMap((out) => backs.filter((back) => back[0]!.departureEpoch > out[out.length - 1]!.arrivalEpoch + 2 * 3_600_000).map((back) => [out, back]))
  }
  const seated = seatedCount(passengers)
  const all = combos.map((bounds) => itineraryOf(bounds, cabin, passengers, booked, today)).filter((itinerary) => itinerary.seatsLeft >= seated)

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
  const start = (criteria.page - 1) * criteria.pageSize
  const stopCounts = [0, 1].map((stops) => ({ value: String(stops), label: stops === 0 ? 'Nonstop' : '1 stop', count: all.filter((itinerary) => stopsOf(itinerary) === stops).length }))
  const carrierCodes = [...new Set(all.flatMap((itinerary) => itinerary.carriers))].sort()
  const prices = all.map((itinerary) => itinerary.lowestPrice)
  return {
    origin: { query: origin.query, airports: origin.airports, name: origin.name },
    destination: { query: destination.query, airports: destination.airports, name: destination.name },
    items: sorted.slice(start, start + criteria.pageSize).map(publicItinerary),
    total: sorted.length,
    page: criteria.page,
    pageSize: criteria.pageSize,
    facets: {
      stops: stopCounts,
      carriers: carrierCodes.map((code) => ({ value: code, label: carrierNames[code] ?? code, count: all.filter((itinerary) => itinerary.carriers.includes(code)).length })),
      price: { min: prices.length ? Math.min(...prices) : 0, max: prices.length ? Math.max(...prices) : 0 },
    },
  }
}

/** An itinerary for these passengers with its fares and seat maps; NOT_FOUND for an unknown offer, SOLD_OUT when too few seats are left. */
export async function getFlightOffer(db: Database, offerId: string, passengers: AirPassengerCounts, today: string = clockToday()): Promise<AirOffer> {
  const network = await networkOf(db)
  const { cabin, bounds } = parseOfferId(network, offerId)
  const first = bounds[0]![0]!
  if (first.departure.slice(0, 10) < today) throw new SimulatorError('NOT_FOUND', 'This flight has already left. Search again for later flights.', { field: 'offerId' })
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
