// A guest (no account) who just booked may see the confirmation of what they booked: the booking
// answer sets an httpOnly cookie naming the reservations this browser made and the email used,
// signed with AUTH_SECRET so it cannot be forged to read someone else's reservation. Every entry is a
// grant with its own expiry: a week for a booking made here, an hour for one found with "Find my
// booking" (docs/decisions/073); a change, exchange or cancellation keeps the grant it was made through
// (decision 109), and the cookie lives only as long as its longest grant. A number is never a key on its own.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { getCookie, setCookie } from '@tanstack/react-start/server'
import { config } from '../config/env'
import { hostCookieName } from '../http/host-cookie'

const cookieBaseName = 'guest-reservations'
const maxEntries = 10

/** `until`: when the grant ends (milliseconds since the epoch). */
export type GuestGrant = { reservationId: string; email: string; until: number }

/** How long a booking made in this browser stays granted to it. */
export const bookingGrantSeconds = 7 * 24 * 60 * 60
/** How long a booking found by number and email stays granted to the browser that found it. */
export const foundBookingGrantSeconds = 60 * 60

function sign(payload: string) {
  return createHmac('sha256', config().AUTH_SECRET).update(`${cookieBaseName}:${payload}`).digest('base64url')
}

export function decodeGuestReservations(value: string | undefined): GuestGrant[] {
  if (!value) return []
  const [payload = '', signature = ''] = value.split('.')
  const expected = Buffer.from(sign(payload))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return []
  try {
    const entries = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown
    return Array.isArray(entries)
      ? entries.filter((entry): entry is GuestGrant => typeof entry?.reservationId === 'string' && typeof entry?.email === 'string' && typeof entry?.until === 'number' && entry.until > Date.now())
      : []
  } catch {
    return []
  }
}

export function encodeGuestReservations(entries: GuestGrant[]) {
  const payload = Buffer.from(JSON.stringify(entries.slice(-maxEntries))).toString('base64url')
  return `${payload}.${sign(payload)}`
}

/** This browser's grant of a guest's reservation, while it lasts. */
export function guestGrantFor(reservationId: string) {
  return decodeGuestReservations(getCookie(hostCookieName(cookieBaseName))).find((entry) => entry.reservationId === reservationId)
}

/** Grants this browser a guest's reservation until `grant.until`; the cookie ends with its last grant. */
export function rememberGuestReservation(grant: GuestGrant) {
  const entries = [...decodeGuestReservations(getCookie(hostCookieName(cookieBaseName))).filter((known) => known.reservationId !== grant.reservationId), grant].slice(-maxEntries)
  setCookie(hostCookieName(cookieBaseName), encodeGuestReservations(entries), {
    httpOnly: true,
    sameSite: 'lax',
    secure: config().PUBLIC_SITE_URL.startsWith('https:'),
    path: '/',
    maxAge: Math.ceil((Math.max(...entries.map((entry) => entry.until)) - Date.now()) / 1000),
  })
}
