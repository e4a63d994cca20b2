// A hotel reservation as an iCalendar file (RFC 5545): one all-day event from check-in to check-out
// (DTEND is exclusive, so the check-out date itself), CRLF line endings, text escaped (§3.3.11) and
// lines folded at 75 octets (§3.1).
import type { HotelReservation } from '@contracts/lxp/reservations.schema'

export function escapeText(value: string) {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
}

/** Folds a content line into lines of at most 75 octets, never splitting a UTF-8 character. */
export function foldLine(line: string) {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const character of line) {
    const octets = encoder.encode(character).length
    const limit = parts.length === 0 ? 75 : 74 // continuation lines start with a space
    if (size + octets > limit) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += character
    size += octets
  }
  parts.push(current)
  return parts.join('\r\n ')
}

const basicDate = (isoDate: string) => isoDate.replaceAll('-', '')
const basicDateTime = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')

export function reservationCalendar(reservation: HotelReservation, options: { host: string; now?: Date }) {
  const { hotel, stay } = reservation
  const address = `${hotel.address.addressLine1}, ${hotel.address.postalCode} ${hotel.address.cityName}, ${hotel.address.countryName}`
  const description = [
    `Reservation ${reservation.reservationId} (order ${reservation.orderId}).`,
    `${reservation.room.name}, ${stay.rooms} room(s), ${stay.adults} adult(s).`,
    `Check-in from ${hotel.checkInFrom}, check-out until ${hotel.checkOutUntil}.`,
    reservation.rate.cancellationPolicy.description,
  ].join('\n')
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Rewards Travel//Hotel reservations//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${reservation.reservationId}@${options.host}`,
    `DTSTAMP:${basicDateTime(options.now ?? new Date())}`,
    `DTSTART;VALUE=DATE:${basicDate(stay.checkIn)}`,
    `DTEND;VALUE=DATE:${basicDate(stay.checkOut)}`,
    `SUMMARY:${escapeText(`Stay at ${hotel.name}`)}`,
    `LOCATION:${escapeText(address)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `STATUS:${reservation.status === 'CANCELLED' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
