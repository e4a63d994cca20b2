// The flight line on the server (server/lines/server-line.ts): a flight reservation in a calendar as one event a
// way, and the flight examples of the API reference: New York–London, then its dates changed a day later.
import { dayAndClockWords } from '@contracts/domain/time-words'
import type { AirReservation } from '@contracts/lxp/air-checkout.schema'
import type { CalendarEvent, CalendarTime } from '../calendar/icalendar'
import { calendarLocale, onClockOf, statusOf } from '../calendar/reservation-events'
import { exampleEmail } from '../bff/openapi-example-values'
import type { ServerLine } from './server-line'

/** A segment's local time with its UTC offset (yyyy-MM-ddTHH:mm:ss and ±HH:mm) as the instant it is. */
const instantOf = (local: string, offset: string): CalendarTime => ({ utc: new Date(`${local}${offset}`) })

/** A segment's local date-time (yyyy-MM-ddTHH:mm…) as the pages write it: "Sun, Dec 13, 2026, 10:00 AM". */
const localDayAndClock = (local: string) => dayAndClockWords(local.slice(0, 10), local.slice(11, 16), calendarLocale)

/**
 * One event a way (outbound, return), from its first departure to its last arrival, with a UID of the reservation and
 * the way and a SEQUENCE of the changes made: a changed return replaces its event on import (RFC 5545 §3.8.7.4), where
 * a UID per flight left the old return in the calendar (issue 36, decision 167). Each flight is in the description.
 */
export function airEvents(reservation: AirReservation, host: string): CalendarEvent[] {
  const { itinerary } = reservation
  const ways = ['outbound', 'return'] as const
  return itinerary.bounds.map((bound, index) => {
    const first = bound.segments[0]!
    const last = bound.segments[bound.segments.length - 1]!
    const flights = bound.segments.map((segment) => `${segment.carrier.code} ${segment.flightNumber}`)
    const via = bound.segments.slice(1).map((segment) => segment.from.code)
    return {
      uid: `${reservation.reservationId}-${ways[index] ?? `way-${index + 1}`}@${host}`,
      start: instantOf(first.departure, first.departureOffset),
      end: instantOf(last.arrival, last.arrivalOffset),
      summary: `${flights.length > 1 ? 'Flights' : 'Flight'} ${flights.join(' and ')}: ${first.from.code} to ${last.to.code}${via.length > 0 ? ` via ${via.join(', ')}` : ''}`,
      location: `${first.from.name} (${first.from.code}), ${first.from.city}`,
      description: [
        `Reservation ${reservation.reservationId} (order ${reservation.orderId}), ${reservation.fare.name} fare.`,
        ...bound.segments.map(
          (segment) =>
            `${segment.carrier.name} ${segment.carrier.code} ${segment.flightNumber}, ${segment.aircraft}. Departs ${segment.from.city} (${segment.from.code}) ${onClockOf(localDayAndClock(segment.departure), segment.from.timeZone)}; arrives ${segment.to.city} (${segment.to.code}) ${onClockOf(localDayAndClock(segment.arrival), segment.to.timeZone)}.`,
        ),
      ].join('\n'),
      status: statusOf(reservation),
      // The traveller's changes and the airline's: each moves the flights the event holds.
      sequence: reservation.exchanges.length + reservation.scheduleChanges.length,
    }
  })
}

const flight = { offerId: 'Y.HZ8596-EWRLHR-20270312~HZ3266-LHRLGA-20270319', fareFamily: 'STANDARD' }
/** The same flights a day later, as the exchange search for the booked flight finds them. */
const exchangedFlight = 'Y.HZ8596-EWRLHR-20270313~HZ3266-LHRLGA-20270320'
/** What the quote answers as `price.dueNow` for the flights: the booking's `expectedDueNow`. */
const dueNow = 117_328
const reservationId = 'AR-7KQ2M9XWPA'

export const airServerLine: ServerLine<AirReservation> = {
  calendarEvents: airEvents,
  exampleIds: { reservationId, offerId: flight.offerId, segmentId: 'HZ8596-EWRLHR-20270312' },
  requestExamples: {
    'lxp.air.search': { body: { origin: 'New York', destination: 'London', departDate: '2027-03-12', returnDate: '2027-03-19' } },
    'lxp.air.offer': { parameters: { offerId: flight.offerId } },
    'lxp.air.quote': { body: flight },
    'lxp.air.book': {
      body: {
        ...flight,
        passengers: [{ type: 'ADULT', firstName: 'Avery', lastName: 'Lee', dateOfBirth: '1990-04-18', gender: 'FEMALE', seats: {}, checkedBags: 0, passport: { number: 'X1234567', country: 'US', expiresOn: '2032-06-30' } }],
        expectedDueNow: dueNow,
      },
    },
    'lxp.air.exchangeSearch': { parameters: { reservationId }, body: { departDate: '2027-03-13', returnDate: '2027-03-20', email: exampleEmail } },
    'lxp.air.exchangeQuote': { parameters: { reservationId }, body: { offerId: exchangedFlight, email: exampleEmail } },
    'lxp.air.exchangeBook': { parameters: { reservationId }, body: { offerId: exchangedFlight, expectedAmountDue: 13_628, email: exampleEmail } },
  },
}
