// The tours and transport line on the server (server/lines/server-line.ts): a tour or transfer in a calendar for its
// duration, and the examples of the API reference: a food tour in Rome, and an airport transfer in London the
// morning the flight lands.
import { partyWords, passengerWords } from '@contracts/domain/party-words'
import { withDayWords } from '@contracts/domain/time-words'
import type { Place } from '@contracts/lxp/activity.schema'
import type { ActivityReservation } from '@contracts/lxp/activity-checkout.schema'
import type { CalendarEvent } from '../calendar/icalendar'
import { calendarLocale, later, localTime, placeName, policyTerms, statusOf, termsWhileBooked } from '../calendar/reservation-events'
import type { ServerLine } from './server-line'

/** A ride's end as an address: an airport's and a city's address name them; a hotel's name comes before its street. */
const placeText = (place: Place) => (place.kind === 'HOTEL' ? `${place.name}, ${place.address}` : place.address)

/**
 * A tour or transfer from its start for as long as it lasts, at its destination's time (UTC; floating
 * only for bookings made before reservations kept the zone). A transfer is in its own
 * words: passengers, where it picks up and where it drops off (a flight number is no place: an
 * airport pick-up is at the airport).
 */
export function activityEvents(reservation: ActivityReservation, host: string): CalendarEvent[] {
  const { activity, option } = reservation
  const start = localTime(reservation.date, reservation.time, reservation.timeZone)
  const route = activity.route
  const pickUpPlace = route && route.from.kind === 'AIRPORT' ? placeText(route.from) : reservation.pickUpPoint || (route ? placeText(route.from) : '')
  const dropOffPlace = route ? reservation.dropOffPoint || placeText(route.to) : ''
  const where = activity.meetingPoint ? placeName(activity.meetingPoint.name, activity.meetingPoint.address) : pickUpPlace
  const phone = activity.supplier.contacts.find((contact) => contact.type === 'PHONE_NUMBER')?.value
  const party = reservation.kind === 'transport' ? passengerWords(reservation.travelers) : partyWords({ adults: reservation.travelers - reservation.childAges.length, childAges: reservation.childAges })
  const pickUpNote = route?.from.kind === 'AIRPORT' && reservation.pickUpPoint ? ` (flight ${reservation.pickUpPoint})` : ''
  return [
    {
      uid: `${reservation.reservationId}@${host}`,
      start,
      end: later(start, activity.durationMinutes),
      summary: activity.title,
      ...(where ? { location: where } : {}),
      description: [
        `Reservation ${reservation.reservationId} (order ${reservation.orderId}).`,
        `${option.name}, ${party}, in ${reservation.language.label}.`,
        ...(activity.meetingPoint ? [withDayWords(activity.meetingPoint.instructions, calendarLocale)] : pickUpPlace ? [`Pick-up: ${pickUpPlace}${pickUpNote}.`] : []),
        ...(dropOffPlace ? [`Drop-off: ${dropOffPlace}.`] : []),
        `${activity.supplier.name}${phone ? `, ${phone}` : ''}.`,
        ...termsWhileBooked(reservation, policyTerms(reservation.cancellationPolicy, reservation.timeZone)),
      ].join('\n'),
      status: statusOf(reservation),
    },
  ]
}

const tour = { activityId: 'rome-tour-food-tasting', optionId: 'group', date: '2027-05-04', time: '11:00', travelers: 3, childAges: [4] }
/** Heathrow to an address in the city centre (issue 41). */
const transfer = { activityId: 'london-transfer-lhr-private', optionId: 'private-sedan', date: '2027-03-13', time: '09:30', travelers: 2, from: 'london-lhr', to: 'london-city' }
/** What the quotes answer as `price.dueNow`: the bookings' `expectedDueNow`. */
const dueNow = { tour: 35_738, transfer: 11_596 }
const tourBooking = { ...tour, from: undefined, to: undefined, language: 'en', expectedDueNow: dueNow.tour }

export const activityServerLine: ServerLine<ActivityReservation> = {
  calendarEvents: activityEvents,
  exampleIds: { reservationId: 'AC-7KQ2M9XWPA', optionId: 'group' },
  requestExamples: {
    'lxp.activity.offer': { parameters: { activityId: tour.activityId, date: tour.date, travelers: tour.travelers, childAges: '4', time: undefined, from: undefined, to: undefined } },
    'lxp.activity.quote': { body: tour },
    'lxp.activity.book': { body: tourBooking },
  },
  namedRequestExamples: {
    'lxp.activity.quote': {
      tour: { summary: 'A tour: a food tasting in Rome', body: tour },
      transfer: { summary: 'A transfer: Heathrow to central London (from and to required)', body: transfer },
    },
    'lxp.activity.book': {
      tour: { summary: 'A tour: a food tasting in Rome', body: tourBooking },
      transfer: {
        summary: 'A transfer: Heathrow to central London (from and to required; the drop-off address too, as the quote’s dropOff asks)',
        body: { ...transfer, childAges: undefined, pickUpPoint: 'HZ8596', dropOffPoint: '10 Downing Street, London SW1A 2AA', language: 'en', expectedDueNow: dueNow.transfer },
      },
    },
  },
}
