// Decision 059, 073 and 109 (issue 35): the signed guest cookie grants a browser the reservations it booked
// for a week and a booking it found by number and email for an hour; every grant ends at its own time,
// whatever re-issues the cookie, and the cookie lives no longer than its last grant; a forged cookie
// grants nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('@server/config/env', () => ({ config: () => ({ AUTH_SECRET: 'a'.repeat(40), PUBLIC_SITE_URL: 'http://localhost:3000' }) }))
const jar = vi.hoisted(() => ({ value: undefined as string | undefined, maxAge: undefined as number | undefined }))
vi.mock('@tanstack/react-start/server', () => ({
  getCookie: () => jar.value,
  setCookie: (_name: string, value: string, options: { maxAge: number }) => {
    jar.value = value
    jar.maxAge = options.maxAge
  },
}))

const { bookingGrantSeconds, decodeGuestReservations, encodeGuestReservations, foundBookingGrantSeconds, guestGrantFor, rememberGuestReservation } = await import('@server/bff/guest-reservations.server')

describe('the guest reservations cookie', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2027-01-10T12:00:00Z') })
    jar.value = undefined
    jar.maxAge = undefined
  })
  afterEach(() => vi.useRealTimers())

  const booked = { reservationId: 'HT-BOOKEDHERE', email: 'zoe+paris@gmail.com' }
  const found = { reservationId: 'CR-FOUNDHERE2', email: 'zoe@example.travel' }

  it('keeps each entry until its own expiry', () => {
    const cookie = encodeGuestReservations([
      { ...booked, until: Date.now() + bookingGrantSeconds * 1000 },
      { ...found, until: Date.now() + foundBookingGrantSeconds * 1000 },
    ])
    expect(decodeGuestReservations(cookie).map((entry) => entry.reservationId)).toEqual(['HT-BOOKEDHERE', 'CR-FOUNDHERE2'])
    vi.setSystemTime(Date.parse('2027-01-10T12:59:59Z'))
    expect(decodeGuestReservations(cookie)).toHaveLength(2)
    vi.setSystemTime(Date.parse('2027-01-10T13:00:00Z'))
    expect(decodeGuestReservations(cookie).map((entry) => entry.reservationId)).toEqual(['HT-BOOKEDHERE'])
    vi.setSystemTime(Date.parse('2027-01-17T12:00:00Z'))
    expect(decodeGuestReservations(cookie)).toEqual([])
  })

  it('grants nothing for an entry without an expiry (an older cookie)', () => {
    expect(decodeGuestReservations(encodeGuestReservations([booked as never]))).toEqual([])
  })

  it('re-issued for a found booking half an hour later (a stay change, a cancellation), keeps the hour: Max-Age and the grant', () => {
    const grant = { ...found, until: Date.now() + foundBookingGrantSeconds * 1000 }
    rememberGuestReservation(grant)
    expect(jar.maxAge).toBe(3600)
    vi.setSystemTime(Date.parse('2027-01-10T12:30:00Z'))
    rememberGuestReservation({ ...found, until: guestGrantFor(found.reservationId)!.until })
    expect(jar.maxAge).toBe(1800)
    expect(guestGrantFor(found.reservationId)).toEqual(grant)
    vi.setSystemTime(Date.parse('2027-01-10T13:00:00Z'))
    expect(guestGrantFor(found.reservationId)).toBeUndefined()
  })

  it('lives as long as its longest grant', () => {
    rememberGuestReservation({ ...booked, until: Date.now() + bookingGrantSeconds * 1000 })
    rememberGuestReservation({ ...found, until: Date.now() + foundBookingGrantSeconds * 1000 })
    expect(jar.maxAge).toBe(bookingGrantSeconds)
    expect(bookingGrantSeconds).toBe(7 * 24 * 60 * 60)
  })

  it('grants nothing when the payload was changed or the signature is missing', () => {
    const [payload = '', signature = ''] = encodeGuestReservations([{ ...booked, until: Date.now() + 1000 }]).split('.')
    const forged = Buffer.from(JSON.stringify([{ reservationId: 'HT-SOMEONEELS', email: 'me@example.com', until: Date.now() + 1000 }])).toString('base64url')
    expect(decodeGuestReservations(`${forged}.${signature}`)).toEqual([])
    expect(decodeGuestReservations(payload)).toEqual([])
    expect(decodeGuestReservations(undefined)).toEqual([])
  })
})
