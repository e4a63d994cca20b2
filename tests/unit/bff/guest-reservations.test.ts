// Decision 059 and 073: the signed guest cookie grants a browser the reservations it booked for as long
// as the cookie lives, and a booking it found by number and email for an hour; a forged cookie grants nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('@server/config/env', () => ({ config: () => ({ AUTH_SECRET: 'a'.repeat(40), PUBLIC_SITE_URL: 'http://localhost:3000' }) }))

const { decodeGuestReservations, encodeGuestReservations, foundBookingGrantSeconds } = await import('@server/bff/guest-reservations.server')

describe('the guest reservations cookie', () => {
  beforeEach(() => vi.useFakeTimers({ now: Date.parse('2027-01-10T12:00:00Z') }))
  afterEach(() => vi.useRealTimers())

  const booked = { reservationId: 'HT-BOOKEDHERE', email: 'zoe+paris@gmail.com' }
  const found = { reservationId: 'CR-FOUNDHERE2', email: 'zoe@example.travel' }

  it('keeps a booking for the life of the cookie and a found one until its hour is over', () => {
    const cookie = encodeGuestReservations([booked, { ...found, until: Date.now() + foundBookingGrantSeconds * 1000 }])
    expect(decodeGuestReservations(cookie).map((entry) => entry.reservationId)).toEqual(['HT-BOOKEDHERE', 'CR-FOUNDHERE2'])
    vi.setSystemTime(Date.parse('2027-01-10T12:59:59Z'))
    expect(decodeGuestReservations(cookie)).toHaveLength(2)
    vi.setSystemTime(Date.parse('2027-01-10T13:00:00Z'))
    expect(decodeGuestReservations(cookie)).toEqual([booked])
  })

  it('grants nothing when the payload was changed or the signature is missing', () => {
    const [payload = '', signature = ''] = encodeGuestReservations([booked]).split('.')
    const forged = Buffer.from(JSON.stringify([{ reservationId: 'HT-SOMEONEELS', email: 'me@example.com' }])).toString('base64url')
    expect(decodeGuestReservations(`${forged}.${signature}`)).toEqual([])
    expect(decodeGuestReservations(payload)).toEqual([])
    expect(decodeGuestReservations(undefined)).toEqual([])
  })
})
