// The dining line on the server (server/lines/server-line.ts): a table in a calendar for the length of the meal,
// and the dining examples of the API reference: dinner in Paris.
import { guestWords } from '@contracts/domain/party-words'
import { fullName } from '@contracts/domain/person'
import type { DiningReservation } from '@contracts/lxp/dining.schema'
import { formatSupplierAddress } from '@contracts/lxp/shared/address-lines'
import type { CalendarEvent } from '../calendar/icalendar'
import { calendarLocale, clock, later, localTime, onClockOf, placeName, policyTerms, statusOf, termsWhileBooked } from '../calendar/reservation-events'
import type { ServerLine } from './server-line'

/** A meal blocks two hours, a set menu three. */
const mealMinutes = { TABLE: 120, EXPERIENCE: 180 } as const

export function diningEvents(reservation: DiningReservation, host: string): CalendarEvent[] {
  const { restaurant, booking, option } = reservation
  const start = localTime(booking.date, booking.time, restaurant.timeZone)
  return [
    {
      uid: `${reservation.reservationId}@${host}`,
      start,
      end: later(start, mealMinutes[option.kind]),
      summary: `${option.kind === 'TABLE' ? 'Table' : option.name} at ${restaurant.name}`,
      location: placeName(restaurant.name, formatSupplierAddress(restaurant.address)),
      description: [
        `Reservation ${reservation.reservationId} (order ${reservation.orderId}).`,
        `${guestWords(booking.partySize, { locale: calendarLocale })} at ${onClockOf(clock(booking.time), restaurant.timeZone)}, under the name ${fullName(reservation.traveler)}. Restaurant phone ${restaurant.phone}.`,
        `Dress code: ${restaurant.dressCode}.`,
        ...termsWhileBooked(reservation, policyTerms(reservation.cancellationPolicy, restaurant.timeZone)),
      ].join('\n'),
      status: statusOf(reservation),
    },
  ]
}

const dinner = { restaurantId: 'paris-r001', optionId: 'table', date: '2027-03-12', time: '19:30', partySize: 2 }

export const diningServerLine: ServerLine<DiningReservation> = {
  calendarEvents: diningEvents,
  exampleIds: { reservationId: 'DN-7KQ2M9XWPA' },
  requestExamples: {
    'lxp.dining.offer': { parameters: { restaurantId: dinner.restaurantId, date: dinner.date, time: dinner.time, partySize: dinner.partySize } },
    'lxp.dining.quote': { body: dinner },
    // A free table: nothing is due now.
    'lxp.dining.book': { body: { ...dinner, expectedDueNow: 0 } },
  },
}
