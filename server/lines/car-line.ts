// The car rental line on the server (server/lines/server-line.ts): a rental in a calendar as its pick-up and its
// drop-off at the location's local time, and the car examples of the API reference: a car at LAX.
import { dayAndClockWords } from '@contracts/domain/time-words'
import type { CarReservation } from '@contracts/lxp/car.schema'
import { formatSupplierAddress } from '@contracts/lxp/shared/address-lines'
import type { CalendarEvent } from '../calendar/icalendar'
import { calendarLocale, clock, later, localTime, onClockOf, placeName, statusOf } from '../calendar/reservation-events'
import type { ServerLine } from './server-line'

/** A counter visit at pick-up and at drop-off blocks half an hour. */
const counterMinutes = 30

export function carEvents(reservation: CarReservation, host: string): CalendarEvent[] {
  const { offer, rental } = reservation
  const car = `${offer.vehicle.model} or similar (${offer.supplier.name})`
  const place = (location: CarReservation['offer']['pickUpLocation']) => placeName(location.name, formatSupplierAddress(location.address))
  const pickUp = localTime(rental.pickUpDate, rental.pickUpTime, offer.pickUpLocation.timeZone)
  const dropOff = localTime(rental.dropOffDate, rental.dropOffTime, offer.dropOffLocation.timeZone)
  const details = `Reservation ${reservation.reservationId} (order ${reservation.orderId}). ${car}.`
  return [
    {
      uid: `${reservation.reservationId}-pick-up@${host}`,
      start: pickUp,
      end: later(pickUp, counterMinutes),
      summary: `Pick up rental car: ${offer.supplier.name}`,
      location: place(offer.pickUpLocation),
      description: `${details}\nPick-up at ${onClockOf(clock(rental.pickUpTime), offer.pickUpLocation.timeZone)}, ${offer.pickUpLocation.name}.\nReturn on ${onClockOf(dayAndClockWords(rental.dropOffDate, rental.dropOffTime, calendarLocale), offer.dropOffLocation.timeZone)}, ${offer.dropOffLocation.name}.`,
      status: statusOf(reservation),
    },
    {
      uid: `${reservation.reservationId}-drop-off@${host}`,
      start: dropOff,
      end: later(dropOff, counterMinutes),
      summary: `Return rental car: ${offer.supplier.name}`,
      location: place(offer.dropOffLocation),
      description: `${details}\nDrop-off at ${onClockOf(clock(rental.dropOffTime), offer.dropOffLocation.timeZone)}, ${offer.dropOffLocation.name}.`,
      status: statusOf(reservation),
    },
  ]
}

const rental = { pickUpDate: '2027-03-12', pickUpTime: '10:00', dropOffDate: '2027-03-15', dropOffTime: '10:00', driverAge: 30 }
const car = { ...rental, offerId: 'los-angeles-lax-avis-economy', extras: [] }
/** What the quote answers as `price.dueNow` for the rental: the booking's `expectedDueNow`. */
const dueNow = 16_629

export const carServerLine: ServerLine<CarReservation> = {
  calendarEvents: carEvents,
  exampleIds: { reservationId: 'CR-7KQ2M9XWPA', offerId: car.offerId },
  requestExamples: {
    'lxp.car.search': { body: { ...rental, pickUpLocation: 'LAX', dropOffLocation: undefined } },
    'lxp.car.offer': { parameters: { ...rental, offerId: car.offerId, dropOffLocationId: undefined, extras: undefined } },
    'lxp.car.quote': { body: { ...car, dropOffLocationId: undefined } },
    'lxp.car.book': { body: { ...car, dropOffLocationId: undefined, expectedDueNow: dueNow } },
  },
}
