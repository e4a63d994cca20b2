// The hotel line on the server (server/lines/server-line.ts): a stay in a calendar as one all-day event from
// check-in to check-out, and the hotel examples of the API reference: a three-night stay in New York.
import { partyWords } from '@contracts/domain/party-words'
import type { HotelReservation } from '@contracts/lxp/reservations.schema'
import { formatSupplierAddress } from '@contracts/lxp/shared/address-lines'
import type { CalendarEvent } from '../calendar/icalendar'
import { clock, onClockOf, policyTerms, statusOf, termsWhileBooked } from '../calendar/reservation-events'
import { byCard, exampleEmail } from '../bff/openapi-example-values'
import type { ServerLine } from './server-line'

export function hotelEvents(reservation: HotelReservation, host: string): CalendarEvent[] {
  const { hotel, stay } = reservation
  return [
    {
      uid: `${reservation.reservationId}@${host}`,
      start: { date: stay.checkIn },
      // DTEND of an all-day event is exclusive: the check-out date itself.
      end: { date: stay.checkOut },
      summary: `Stay at ${hotel.name}`,
      location: formatSupplierAddress(hotel.address),
      description: [
        `Reservation ${reservation.reservationId} (order ${reservation.orderId}).`,
        `${reservation.room.name}, ${partyWords(stay)}.`,
        `Check-in from ${clock(hotel.checkInFrom)}, check-out until ${onClockOf(clock(hotel.checkOutUntil), hotel.timeZone)}.`,
        ...termsWhileBooked(reservation, policyTerms(reservation.rate.cancellationPolicy, hotel.timeZone, 'Non-refundable: nothing is refunded if you cancel or change.')),
      ].join('\n'),
      status: statusOf(reservation),
      transparent: true,
    },
  ]
}

const stay = { checkIn: '2027-03-12', checkOut: '2027-03-15' }
const hotel = { hotelId: 'new-york-001', roomTypeId: 'new-york-001-r1', rateId: 'new-york-001-r1-flex', ...stay, rooms: 1, adults: 2 }
/** What the quote answers as `price.dueNow` for the stay: the booking's `expectedDueNow`. */
const dueNow = 75_592
const reservationId = 'HT-7KQ2M9XWPA'

export const hotelServerLine: ServerLine<HotelReservation> = {
  calendarEvents: hotelEvents,
  exampleIds: { reservationId },
  requestExamples: {
    'lxp.hotel.destinations': { parameters: { query: 'new', limit: 8 } },
    'lxp.hotel.offer': { parameters: { hotelId: hotel.hotelId, ...stay, rooms: 1, adults: 2 } },
    'lxp.hotel.quote': { body: hotel },
    'lxp.hotel.book': { body: { ...hotel, expectedDueNow: dueNow } },
    'lxp.hotel.stayChangeQuote': { parameters: { reservationId }, body: { checkIn: '2027-03-13', checkOut: '2027-03-16', adults: 2, email: exampleEmail } },
    'lxp.hotel.stayChange': { parameters: { reservationId }, body: { checkIn: '2027-03-13', checkOut: '2027-03-16', adults: 2, expectedAmountDue: 277, payment: byCard, email: exampleEmail } },
  },
}
