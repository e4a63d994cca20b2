// A guest (no account) who just booked may see the confirmation of what they booked: the booking
// answer sets an httpOnly cookie naming the reservations this browser made and the email used,
// signed with AUTH_SECRET so it cannot be forged to read someone else's reservation. A booking found
// with "Find my booking" is added for an hour only (docs/decisions/073): the browser that found it
// manages it, and a number is never a key on its own.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { getCookie, setCookie } from '@tanstack/react-start/server'
import { config } from '../config/env'

const cookieName = 'guest-reservations'
const maxEntries = 10
const maxAgeSeconds = 7 * 24 * 60 * 60

/** `until`: when the entry stops granting (milliseconds since the epoch); a booking's lasts as long as the cookie. */
type Entry = { reservationId: string; email: string; until?: number }

/** How long a booking found by number and email stays granted to the browser that found it. */
export const foundBookingGrantSeconds = 60 * 60

function sign(payload: string) {
  return createHmac('sha256', config().AUTH_SECRET).update(`${cookieName}:${payload}`).digest('base64url')
}

export function decodeGuestReservations(value: string | undefined): Entry[] {
  if (!value) return []
  const [payload = '', signature = ''] = value.split('.')
  const expected = Buffer.from(sign(payload))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return []
  try {
    const entries = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown
    return Array.isArray(entries)
      ? entries.filter((entry): entry is Entry => typeof entry?.reservationId === 'string' && typeof entry?.email === 'string' && (entry.until === undefined || (typeof entry.until === 'number' && entry.until > Date.now())))
      : []
  } catch {
    return []
  }
}

export function encodeGuestReservations(entries: Entry[]) {
  const payload = Buffer.from(JSON.stringify(entries.slice(-maxEntries))).toString('base64url')
  return `${payload}.${sign(payload)}`
}

/** The email a guest booked this reservation with, when this browser booked it. */
export function guestEmailFor(reservationId: string) {
  return decodeGuestReservations(getCookie(cookieName)).find((entry) => entry.reservationId === reservationId)?.email
}

/** Grants this browser a guest's reservation: for good when it booked it, `forSeconds` when it found it. */
export function rememberGuestReservation({ reservationId, email }: { reservationId: string; email: string }, { forSeconds }: { forSeconds?: number } = {}) {
  const entry: Entry = { reservationId, email, ...(forSeconds ? { until: Date.now() + forSeconds * 1000 } : {}) }
  const entries = [...decodeGuestReservations(getCookie(cookieName)).filter((known) => known.reservationId !== entry.reservationId), entry]
  setCookie(cookieName, encodeGuestReservations(entries), {
    httpOnly: true,
    sameSite: 'lax',
    secure: config().PUBLIC_SITE_URL.startsWith('https:'),
    path: '/',
    maxAge: maxAgeSeconds,
  })
}
