// What each line's reservation puts in a calendar (§R2 "add to calendar"): a hotel stay as one
// all-day event from check-in to check-out, a car rental as its pick-up and its drop-off at the
// location's local time, a flight reservation as one event per flight from departure to arrival, a
// table for the length of the meal, a tour or transfer for its duration.
// Times at a known place are written in UTC (exact, and shown in the reader's zone by every
// calendar); a car location without a time zone (reservations made before locations had one) falls
// back to floating local times. Only what the reservation page itself shows goes in, never card data.
import { Temporal } from 'temporal-polyfill'
import { fullName } from '@contracts/domain/person'
import type { Place } from '@contracts/lxp/activity.schema'
import type { ActivityReservation } from '@contracts/lxp/activity-checkout.schema'
import type { AirReservation } from '@contracts/lxp/air-checkout.schema'
import type { CarReservation } from '@contracts/lxp/car.schema'
import type { DiningReservation } from '@contracts/lxp/dining.schema'
import { guestWords, partyWords, passengerWords } from '@contracts/domain/party-words'
import { clockWords, dayAndClockWords, dayWords, withDayWords } from '@contracts/domain/time-words'
import { onVenueClock } from '@contracts/domain/venue-time'
import type { HotelReservation } from '@contracts/lxp/reservations.schema'
import type { CalendarEvent, CalendarTime } from './icalendar'
import { formatSupplierAddress } from '@contracts/lxp/shared/address-lines'

type Status = 'CONFIRMED' | 'CANCELLED'
const statusOf = (reservation: { status: string }): Status => (reservation.status === 'CANCELLED' ? 'CANCELLED' : 'CONFIRMED')
/** A booking's cancellation terms, said while it stands: a cancelled one's event offers no deadline or fee (issue 36). */
const termsWhileBooked = (reservation: { status: string }, terms: string) => (statusOf(reservation) === 'CANCELLED' ? [] : [terms])

type PolicyTerms = {
  refundable: boolean
  cancellable?: boolean
  chargedToCard?: boolean
  freeCancellationUntil?: string | null
  freeCancellationEndsAt?: string | null
  penaltyAfterDeadline: { amount: number; currency: string }
}

const amount = ({ amount: minor, currency }: PolicyTerms['penaltyAfterDeadline']) => new Intl.NumberFormat(calendarLocale, { style: 'currency', currency }).format(minor / 100)

/**
 * A policy's terms in the file's words, from its fields as the pages state them (app/i18n/messages/en-us/cancellation-terms.ts,
 * hotel-rates.ts), never the platform's English description (decision 162): a last free day ends at the next midnight
 * on the venue's clock (`freeCancellationEndsAt` at 00:00), a moment is that moment.
 */
function policyTerms(policy: PolicyTerms, timeZone: string | undefined, nonRefundable = 'Non-refundable: canceling gives nothing back.'): string {
  if (policy.cancellable === false) return "Non-refundable: this booking can't be canceled or changed."
  if (!policy.refundable && policy.cancellable !== true) return nonRefundable
  const penalty = amount(policy.penaltyAfterDeadline)
  const card = policy.chargedToCard === true
  const local = policy.freeCancellationEndsAt?.slice(0, 16) ?? policy.freeCancellationUntil ?? null
  if (!local) return card ? `The free cancellation period has passed; canceling now charges a late fee of ${penalty} to your card.` : `The free cancellation period has passed; canceling now costs ${penalty}.`
  const [date = '', time] = local.split('T')
  const lastDay = time === undefined ? date : policy.freeCancellationEndsAt && time === '00:00' ? Temporal.PlainDate.from(date).subtract({ days: 1 }).toString() : null
  const deadline = onClockOf(lastDay ? `the end of ${dayWords(lastDay, calendarLocale)}` : dayAndClockWords(date, time, calendarLocale), timeZone)
  return card ? `Free cancellation until ${deadline}; after that, or for a no-show, a late fee of ${penalty} is charged to your card.` : `Free cancellation until ${deadline}; after that, canceling costs ${penalty}.`
}

/**
 * The file's words are the site's default locale's (§R9: en-US): days and times as a traveller reads them on the
 * pages, from the same formatter, never as ISO ("14:00", "2026-12-13T10:00"; issue 36), and whose clock they are on.
 */
const calendarLocale = 'en-US'
const clock = (time: string) => clockWords(time, calendarLocale)
/** A time (or a day and time) on a venue's clock: "7:30 PM (Honolulu time)"; "local time" where the zone is not known. */
const onClockOf = (when: string, timeZone: string | undefined) => (timeZone ? onVenueClock(when, timeZone) : `${when} local time`)

/** A local date and time at a place: UTC when the place's IANA zone is known, else floating. */
export function localTime(date: string, time: string, timeZone: string | undefined): CalendarTime {
  const local = `${date}T${time}`
  if (!timeZone) return { floating: local }
  // 'compatible': a time skipped by a clock change moves forward, a repeated one takes the earlier.
  const instant = Temporal.PlainDateTime.from(local).toZonedDateTime(timeZone, { disambiguation: 'compatible' }).toInstant()
  return { utc: new Date(instant.epochMilliseconds) }
}

/** `time` plus some minutes, in the same form. */
function later(time: CalendarTime, minutes: number): CalendarTime {
  if ('utc' in time) return { utc: new Date(time.utc.getTime() + minutes * 60_000) }
  if ('floating' in time) return { floating: Temporal.PlainDateTime.from(time.floating).add({ minutes }).toString({ smallestUnit: 'second' }) }
  return time
}

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

/** A name and its address, the name once: an address that already starts with it is enough. */
const placeName = (name: string, address: string) => (address.startsWith(name) ? address : `${name}, ${address}`)

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
