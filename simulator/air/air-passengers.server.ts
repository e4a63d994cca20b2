// Who flies and where they sit: the passengers' ages and counts by type (§R9.11 maximums), and
// seats on every flight of an itinerary, the chosen ones if still free and the rest assigned; used by
// the booking (air-line.server.ts) and the exchange (air-exchange.server.ts).
import { Temporal } from 'temporal-polyfill'
import type { AirPassengerCounts, FlightSegment } from '@contracts/lxp/air.schema'
import type { AirBookData, AirQuote } from '@contracts/lxp/air-checkout.schema'
import type { PassengerType } from '@contracts/domain/travel'
import type { Executor } from '../db/database'
import { SimulatorError } from '../simulator-error'
import { isInternational, passportExpiryProblem } from '@contracts/domain/travel-documents'
import { simAirSeats } from './air.tables'
import { bookedSeats, freeSeats } from './air-itineraries.server'

/** Ages by type on the day of departure: adults 12 and over, children 2 to 11, infants under 2. */
export function ageFits(type: PassengerType, dateOfBirth: string, departureDate: string, today: string): string | null {
  if (dateOfBirth > today) return 'The date of birth cannot be in the future.'
  const years = Temporal.PlainDate.from(dateOfBirth).until(Temporal.PlainDate.from(departureDate), { largestUnit: 'years' }).years
  if (type === 'ADULT') return years >= 12 ? (years > 120 ? 'Check the date of birth.' : null) : 'Adults are 12 or older on the day of travel.'
  if (type === 'CHILD') return years >= 2 && years < 12 ? null : 'Children are 2 to 11 years old on the day of travel.'
  return years < 2 ? null : 'Infants are under 2 years old on the day of travel.'
}

export function countsOf(passengers: { type: PassengerType }[]): AirPassengerCounts {
  const of = (type: PassengerType) => passengers.filter((passenger) => passenger.type === type).length
  return { adults: of('ADULT'), children: of('CHILD'), infantsInSeat: of('INFANT_SEATED'), infantsOnLap: of('INFANT_IN_LAP') }
}

/** Checks the passengers against the itinerary: ages by type, a lap for each lap infant, seats on the offer's flights. */
export function checkPassengers(request: AirBookData, segments: FlightSegment[], today: string) {
  const departureDate = segments[0]!.departure.slice(0, 10)
  const counts = countsOf(request.passengers)
  if (counts.adults < 1) throw new SimulatorError('INVALID_CRITERIA', 'At least one adult travels on every booking.', { field: 'passengers' })
  if (counts.infantsOnLap > counts.adults) throw new SimulatorError('INVALID_CRITERIA', 'Each infant on a lap needs an adult.', { field: 'passengers' })
  if (counts.children > 8 || counts.infantsInSeat > 8 || counts.adults > 9) throw new SimulatorError('INVALID_CRITERIA', 'Too many passengers of one type (§R9.11: adults 9, children 8, infants in seat 8, on lap 9).', { field: 'passengers' })
  const ids = new Set(segments.map((segment) => segment.id))
  const international = isInternational(segments)
  const lastTravelDate = segments.at(-1)!.arrival.slice(0, 10)
  request.passengers.forEach((passenger, index) => {
    const problem = ageFits(passenger.type, passenger.dateOfBirth, departureDate, today)
    if (problem) throw new SimulatorError('INVALID_CRITERIA', problem, { field: `passengers.${index}.dateOfBirth` })
    // Airlines send passport data ahead (APIS) on international flights, and refuse a passport that runs out first.
    if (international && !passenger.passport) throw new SimulatorError('INVALID_CRITERIA', 'A passport is needed for an international trip.', { field: `passengers.${index}.passport` })
    const expiry = passenger.passport && passportExpiryProblem(passenger.passport.expiresOn, lastTravelDate)
    if (expiry) throw new SimulatorError('INVALID_CRITERIA', expiry, { field: `passengers.${index}.passport.expiresOn` })
    for (const segmentId of Object.keys(passenger.seats)) {
      if (!ids.has(segmentId)) throw new SimulatorError('INVALID_CRITERIA', `${segmentId} is not a flight of this offer.`, { field: `passengers.${index}.seats` })
      if (passenger.type === 'INFANT_IN_LAP') throw new SimulatorError('INVALID_CRITERIA', 'An infant on a lap has no seat of their own.', { field: `passengers.${index}.seats` })
    }
  })
  return counts
}

/** Seats for every seated passenger on every flight: the chosen ones if still free, the rest assigned. */
export async function assignSeats(tx: Executor, passengers: Pick<AirBookData['passengers'][number], 'type' | 'seats'>[], segments: FlightSegment[], cabin: AirQuote['itinerary']['cabin']) {
  const booked = await bookedSeats(tx, segments.map((segment) => segment.id))
  const assigned = passengers.map(() => ({}) as Record<string, string>)
  for (const segment of segments) {
    const free = freeSeats(segment, cabin, booked.get(segment.id))
    const freeSet = new Set(free)
    const used = new Set<string>()
    passengers.forEach((passenger, index) => {
      const chosen = passenger.seats[segment.id]
      if (!chosen || passenger.type === 'INFANT_IN_LAP') return
      if (!freeSet.has(chosen) || used.has(chosen)) throw new SimulatorError('SEAT_TAKEN', `Seat ${chosen} on flight ${segment.carrier.code}${segment.flightNumber} is not available. Choose another seat.`, { field: `passengers.${index}.seats` })
      used.add(chosen)
      assigned[index]![segment.id] = chosen
    })
    const left = free.filter((seat) => !used.has(seat))
    passengers.forEach((passenger, index) => {
      if (passenger.type === 'INFANT_IN_LAP' || assigned[index]![segment.id]) return
      const seat = left.shift()
      if (!seat) throw new SimulatorError('SOLD_OUT', 'These flights sold out while you were booking.', { field: 'offerId' })
      assigned[index]![segment.id] = seat
    })
  }
  return assigned
}

/** Seats the passengers on the flights for the reservation, refusing with SEAT_TAKEN when a seat went meanwhile. */
export async function seatPassengers(tx: Executor, passengers: Pick<AirBookData['passengers'][number], 'type' | 'seats'>[], segments: FlightSegment[], cabin: AirQuote['itinerary']['cabin'], reservationId: string, taken: { message: string; field: string }) {
  const seats = await assignSeats(tx, passengers, segments, cabin)
  const rows = passengers.flatMap((_, index) => Object.entries(seats[index]!).map(([segmentId, seat]) => ({ segmentId, seat, cabin, reservationId })))
  const inserted = rows.length ? await tx.insert(simAirSeats).values(rows).onConflictDoNothing().returning({ seat: simAirSeats.seat }) : []
  if (inserted.length !== rows.length) throw new SimulatorError('SEAT_TAKEN', taken.message, { field: taken.field })
  return seats
}
