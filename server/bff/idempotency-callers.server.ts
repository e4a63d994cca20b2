// An idempotency key belongs to its caller (issue 35, docs/decisions/110). The key the platform sees is
// the caller's key hashed with who the caller is: a retry from the same caller is the same key upstream
// and replays its answer (concurrent ones wait for the first), while the same key from anyone else is
// another key upstream, so a fresh request, never someone else's booking.
//
// Who the caller is: an integrator's credential (access token or API key), else the signed-in member,
// else the guest browser, known by its own signed cookie (issued at the first call a guest makes as
// themselves, a quote, so a booking's retry carries it). A caller with none of these (a script that
// keeps no cookie) is known by its key and its body (issue 41, item 4; as Stripe binds a key to its
// request): every cookie-less keyed call shares one namespace, so its retry with the same key and body
// replays its booking, and the same key with another body is refused by the platform's once-per-key
// check (422 IDEMPOTENCY_KEY_REUSED). Nobody else's answer can be replayed without their exact body
// (card, travellers and all) and their key, and a credential's or a browser's keys are in namespaces of their own.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { config } from '../config/env'
import { hostCookieName } from '../http/host-cookie'
import type { Integrator } from '../integrators/integrator-access.server'
import { readCookie } from '../site/draft-mode.server'

export const guestCallerCookieName = 'guest-caller'
const guestCallerMaxAgeSeconds = 30 * 24 * 60 * 60

/** The key sent upstream for `key` from `caller`: 43 characters of the contract's alphabet. */
export function upstreamIdempotencyKey(caller: string, key: string) {
  return createHash('sha256').update(`${caller}\n${key}`).digest('base64url')
}

/** The caller of a keyed call with no credential, member or guest cookie: its key and body name it upstream. */
export const cookielessCaller = 'cookieless'

export function credentialCaller(integrator: Integrator) {
  return `credential:${integrator.credentialId}`
}

export function memberCaller(clientCustomerId: string) {
  return `member:${clientCustomerId}`
}

function sign(id: string) {
  return createHmac('sha256', config().AUTH_SECRET).update(`${guestCallerCookieName}:${id}`).digest('base64url')
}

/** The guest browser named by the request's signed cookie, if it has a valid one. */
export function guestBrowserOf(request: Request) {
  const [id = '', signature = ''] = (readCookie(request.headers.get('cookie'), hostCookieName(guestCallerCookieName)) ?? '').split('.')
  const expected = Buffer.from(sign(id))
  const given = Buffer.from(signature)
  return id && expected.length === given.length && timingSafeEqual(expected, given) ? `guest:${id}` : undefined
}

/** A new guest browser, and the Set-Cookie header that names it from now on. */
export function newGuestBrowser() {
  const id = randomBytes(16).toString('base64url')
  const secure = config().PUBLIC_SITE_URL.startsWith('https:') ? '; Secure' : ''
  return { caller: `guest:${id}`, setCookie: `${hostCookieName(guestCallerCookieName)}=${id}.${sign(id)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${guestCallerMaxAgeSeconds}${secure}` }
}
