// SPEC.md §2 confirmation "add to calendar": RFC 5545 text escaping, line folding and all-day dates.
import { describe, expect, it } from 'vitest'
import type { HotelReservation } from '@contracts/lxp/reservations.schema'
import { escapeText, foldLine, reservationCalendar } from '@server/hotel/reservation-calendar'

describe('reservationCalendar', () => {
  it('escapes text and folds long lines at 75 octets without splitting characters', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne')
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(80)}`)
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(folded.replaceAll('\r\n ', '')).toBe(`DESCRIPTION:${'é'.repeat(80)}`)
  })

  it('writes one all-day event from check-in to check-out', () => {
    const reservation = {
      reservationId: 'HT-ABCDEFGH23',
      orderId: 'OR-ABCDEFGH23',
      status: 'CONFIRMED',
      hotel: { name: 'The Harbour, Inn', checkInFrom: '15:00', checkOutUntil: '11:00', address: { addressLine1: '1 Pier Road', postalCode: '10001', cityName: 'New York', countryName: 'United States' } },
      stay: { checkIn: '2027-03-12', checkOut: '2027-03-15', rooms: 1, adults: 2 },
      room: { name: 'King room' },
      rate: { cancellationPolicy: { description: 'Free cancellation until 2027-03-09.' } },
    } as unknown as HotelReservation
    const ics = reservationCalendar(reservation, { host: 'travel.example', now: new Date('2027-01-10T12:00:00Z') })
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics).toContain('UID:HT-ABCDEFGH23@travel.example\r\n')
    expect(ics).toContain('DTSTAMP:20270110T120000Z\r\n')
    expect(ics).toContain('DTSTART;VALUE=DATE:20270312\r\nDTEND;VALUE=DATE:20270315\r\n')
    expect(ics).toContain('SUMMARY:Stay at The Harbour\\, Inn\r\n')
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
  })
})
