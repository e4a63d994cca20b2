// Issue 18 part 2, docs/decisions/069: integrators call the HTTP API with a member's personal access
// token (Bearer) or a partner's API key (x-api-key). A token is its member and no more (the same
// ownership rule as the session: §R6, docs/decisions/059); unknown, expired and revoked
// credentials answer 401 in the §R3.50 error shape; a key counts against its own limit (429 with
// Retry-After); a call carrying its own credential and no cookie needs no same-site origin, while a
// call with the session cookie is refused from another site as before. Members sign in through the
// embedded stand-in's credentials endpoint and manage tokens through better-auth (/api/auth/access-tokens/*).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiErrorsSchema } from '@contracts/api/api-error'
import type { DatabaseHandle } from '@server/db/database.server'
import { seed } from '@server/db/seed.server'
import { carCard } from '../fixtures/car-booking'
import { openTestDatabase } from '../fixtures/database'

let handle: DatabaseHandle
vi.mock('@server/db/db.server', () => ({ database: async () => handle.db, databaseHandle: async () => handle }))

const { createAuth } = await import('@server/auth/auth.server')
const { createAuthRoutes } = await import('@server/auth/auth-routes.server')
const { createRewardsClubProvider, embeddedClientSecret } = await import('@server/auth/provider/provider.server')
const { demoPassword } = await import('@server/auth/provider/demo-members')
const { handleApiRequest } = await import('@server/bff/api-handler.server')
const { handleAppRequest } = await import('@server/http/app-request.server')
const { calendarForCaller } = await import('@server/calendar/calendar.server')
const { createApiCredential } = await import('@server/integrators/api-credentials.server')
const { logger } = await import('@server/log/logger')
const { apiCredential } = await import('@server/integrators/api-credentials.tables')
const { setTodayForTests } = await import('@simulator/clock')
const { searchHotels } = await import('@simulator/hotel/hotel-search.server')
const { getHotelOffer } = await import('@simulator/hotel/hotel-offer.server')

const siteUrl = 'http://travel.test'
const today = '2027-01-10'
const settings = { AUTH_SECRET: 'integrator-test-secret-'.padEnd(48, 'x'), PUBLIC_SITE_URL: siteUrl, BASE_PATH: '', AUTH_OIDC_ISSUER: undefined, AUTH_OIDC_CLIENT_ID: undefined, AUTH_OIDC_CLIENT_SECRET: undefined }
let keyDir: string
let routes: ReturnType<typeof createAuthRoutes>
let hotelSelection: Record<string, unknown>

type Answer = { status: number; body: unknown; headers: Headers }
let clientCounter = 1
let keyCounter = 0
const newKey = () => `integrator-test-key-${String(++keyCounter).padStart(6, '0')}`

function withAddress(request: Request) {
  Object.defineProperty(request, 'ip', { value: `10.1.0.${clientCounter++}` })
  return request
}

/** A call of the travel API as an app makes it: with its own credential headers, from its own address. */
async function api(method: string, apiPath: string, { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const request = new Request(`${siteUrl}/api/lxp${apiPath}`, { method, headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) })
  const response = await handleApiRequest(withAddress(request))
  return { status: response.status, body: await response.json(), headers: response.headers }
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** better-auth's endpoints as the browser calls them: from the site's origin, with the session cookie. */
async function authApi(method: string, authPath: string, { cookie, body, headers = {} }: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const request = new Request(`${siteUrl}/api/auth${authPath}`, {
    method,
    headers: { 'content-type': 'application/json', origin: siteUrl, ...(cookie ? { cookie } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const response = await routes.handleAuthApi(withAddress(request))
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null, headers: response.headers }
}

async function signIn(username: string) {
  const response = await authApi('POST', '/sign-in/member-credentials', { body: { username, password: demoPassword } })
  expect(response.status).toBe(200)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

async function createToken(cookie: string, name = 'Trip planner') {
  const created = await authApi('POST', '/access-tokens/create', { cookie, body: { name } })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  return created.body as { token: string; id: string; start: string; expiresAt: string }
}

function expectRefused(answer: Answer, status: number, code: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status)
  expect(ApiErrorsSchema.parse(answer.body).errors[0]?.code).toBe(code)
}

async function bookHotel(headers: Record<string, string>) {
  const quoted = await api('POST', '/hotel/checkout/quote', { body: hotelSelection, headers })
  expect(quoted.status, JSON.stringify(quoted.body)).toBe(200)
  const dueNow = (quoted.body as { price: { dueNow: number } }).price.dueNow
  const booked = await api('POST', '/hotel/book', {
    body: { ...hotelSelection, traveler: { firstName: 'Blake', lastName: 'Gold', email: 'blake.gold@example.com', phone: '+1 202 555 0143' }, payment: { mode: 0, points: 0, card: carCard }, acceptTerms: true, expectedDueNow: dueNow },
    headers: { ...headers, 'idempotency-key': newKey() },
  })
  expect(booked.status, JSON.stringify(booked.body)).toBe(201)
  return (booked.body as { reservationId: string }).reservationId
}

let goldCookie: string
let gold: { token: string; id: string }
let platinum: { token: string; id: string }

beforeAll(async () => {
  handle = await openTestDatabase()
  await seed(handle.db)
  setTodayForTests(today)
  keyDir = mkdtempSync(path.join(tmpdir(), 'integrator-keys-'))
  const provider = createRewardsClubProvider({ db: handle.db, appUrl: siteUrl, clientSecret: embeddedClientSecret(settings), keyFile: path.join(keyDir, 'signing-key.json') })
  const auth = createAuth({ db: handle.db, settings, provider: async () => provider })
  routes = createAuthRoutes(async () => auth, settings)

  goldCookie = await signIn('gold')
  gold = await createToken(goldCookie)
  platinum = await createToken(await signIn('platinum'))

  const stay = { checkIn: '2027-03-12', checkOut: '2027-03-15', rooms: 1, adults: 2 }
  const hotels = await searchHotels(handle.db, { destination: 'New York', checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: [{ adults: 2, childAges: [] }], pageSize: 50 }, today)
  for (const item of hotels.items) {
    const offer = await getHotelOffer(handle.db, item.id, stay, today)
    const room = offer.rooms.find((candidate) => candidate.rates.some((rate) => rate.refundable && rate.payment === 'PAY_NOW'))
    const rate = room?.rates.find((candidate) => candidate.refundable && candidate.payment === 'PAY_NOW')
    if (room && rate) {
      hotelSelection = { hotelId: offer.id, roomTypeId: room.id, rateId: rate.id, ...stay }
      break
    }
  }
})
afterAll(async () => {
  await handle?.close()
  rmSync(keyDir, { recursive: true, force: true })
})

describe("a member's personal access token", () => {
  it('is shown once and kept only as a hash; the list shows its start, never the secret', async () => {
    expect(gold.token).toMatch(/^rtm_[A-Za-z0-9_-]{43}$/)
    const rows = await handle.db.select().from(apiCredential).where(eq(apiCredential.id, gold.id))
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(gold.token)
    const listed = await authApi('GET', '/access-tokens/list', { cookie: goldCookie })
    expect(listed.status).toBe(200)
    expect(JSON.stringify(listed.body)).not.toContain(gold.token)
    expect((listed.body as { tokens: { id: string; start: string }[] }).tokens).toContainEqual(expect.objectContaining({ id: gold.id, start: gold.token.slice(0, 10) }))
  })

  it("reads its own member's profile and trips", async () => {
    const profile = await api('GET', '/customer/profile', { headers: bearer(gold.token) })
    expect(profile.status).toBe(200)
    expect(profile.body).toMatchObject({ clientCustomerId: 'CC-100002' })
    const trips = await api('GET', '/customer/reservations', { headers: bearer(gold.token) })
    expect(trips.status).toBe(200)
  })

  it("books as its member, who sees the booking in their trips; another member's token gets the 404 of a missing number", async () => {
    const reservationId = await bookHotel(bearer(platinum.token))
    const own = await api('GET', `/reservations/hotel/${reservationId}`, { headers: bearer(platinum.token) })
    expect(own.status).toBe(200)
    const trips = await api('GET', '/customer/reservations', { headers: bearer(platinum.token) })
    expect(JSON.stringify(trips.body)).toContain(reservationId)

    const stranger = await api('GET', `/reservations/hotel/${reservationId}`, { headers: bearer(gold.token) })
    const missing = await api('GET', '/reservations/hotel/XR-MISSING0001', { headers: bearer(gold.token) })
    expect(stranger.status).toBe(404)
    expect(JSON.stringify(stranger.body).replaceAll(reservationId, '{id}')).toBe(JSON.stringify(missing.body).replaceAll('XR-MISSING0001', '{id}'))
    const cancel = await api('POST', `/reservations/hotel/${reservationId}/cancel`, { body: {}, headers: { ...bearer(gold.token), 'idempotency-key': newKey() } })
    expect(cancel.status).toBe(404)
    expect(JSON.stringify((await api('GET', '/customer/reservations', { headers: bearer(gold.token) })).body)).not.toContain(reservationId)
  })

  it('answers 401 in the contract shape once revoked, when expired, or when unknown, even beside a session cookie', async () => {
    const spare = await createToken(goldCookie, 'Spare')
    expect((await api('GET', '/customer/profile', { headers: bearer(spare.token) })).status).toBe(200)
    expect((await authApi('POST', '/access-tokens/revoke', { cookie: goldCookie, body: { id: spare.id } })).status).toBe(200)
    expectRefused(await api('GET', '/customer/profile', { headers: bearer(spare.token) }), 401, 'REVOKED_ACCESS_TOKEN')
    expectRefused(await api('GET', '/customer/profile', { headers: { ...bearer(spare.token), cookie: goldCookie } }), 401, 'REVOKED_ACCESS_TOKEN')
    // Revoked on a catalogue route too: a bad credential is never taken for no credential.
    expectRefused(await api('GET', '/hotel/destinations?query=Paris', { headers: bearer(spare.token) }), 401, 'REVOKED_ACCESS_TOKEN')

    const [goldAccount] = await handle.db.select({ userId: apiCredential.userId }).from(apiCredential).where(eq(apiCredential.id, gold.id))
    const expired = await createApiCredential(handle.db, { kind: 'member-token', name: 'Old', userId: goldAccount!.userId!, expiresAt: new Date(Date.now() - 1000) })
    expectRefused(await api('GET', '/customer/profile', { headers: bearer(expired.secret) }), 401, 'EXPIRED_ACCESS_TOKEN')
    expectRefused(await api('GET', '/customer/profile', { headers: bearer(`rtm_${'x'.repeat(43)}`) }), 401, 'INVALID_ACCESS_TOKEN')
    expectRefused(await api('GET', '/customer/profile', { headers: { authorization: 'Basic Z29sZDpwdw==' } }), 401, 'INVALID_ACCESS_TOKEN')
  })

  it('cannot create, list or revoke tokens: that takes the member\'s session (a good token there is 403 insufficient_scope)', async () => {
    expect((await authApi('POST', '/access-tokens/create', { body: { name: 'More' }, headers: bearer(gold.token) })).status).toBe(403)
    expect((await authApi('GET', '/access-tokens/list', { headers: bearer(gold.token) })).status).toBe(403)
    expect((await authApi('POST', '/access-tokens/revoke', { body: { id: gold.id }, headers: bearer(gold.token) })).status).toBe(403)
    // Nor does another member's session revoke it.
    const platinumCookie = await signIn('platinum')
    expect((await authApi('POST', '/access-tokens/revoke', { cookie: platinumCookie, body: { id: gold.id } })).status).toBe(404)
    expect((await api('GET', '/customer/profile', { headers: bearer(gold.token) })).status).toBe(200)
  })
})

describe("a partner's API key", () => {
  it('reaches catalogue and guest routes within its own limit, then answers 429 with Retry-After', async () => {
    const { secret } = await createApiCredential(handle.db, { kind: 'partner-key', name: 'Limited partner', rateLimit: { max: 3, window: 60 } })
    const other = await createApiCredential(handle.db, { kind: 'partner-key', name: 'Other partner' })
    for (let call = 0; call < 3; call += 1) expect((await api('GET', '/hotel/destinations?query=Paris', { headers: { 'x-api-key': secret } })).status).toBe(200)
    const limited = await api('GET', '/hotel/destinations?query=Paris', { headers: { 'x-api-key': secret } })
    expectRefused(limited, 429, 'TOO_MANY_REQUESTS')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    // Another key has a budget of its own.
    expect((await api('GET', '/hotel/destinations?query=Paris', { headers: { 'x-api-key': other.secret } })).status).toBe(200)
  })

  it('books as a guest, never as a member, and is refused on member routes', async () => {
    const { secret } = await createApiCredential(handle.db, { kind: 'partner-key', name: 'Guest partner' })
    expect((await api('POST', '/hotel/checkout/quote', { body: hotelSelection, headers: { 'x-api-key': secret } })).status).toBe(200)
    expectRefused(await api('GET', '/customer/profile', { headers: { 'x-api-key': secret } }), 403, 'INSUFFICIENT_SCOPE')
    // A member's cookie beside the key does not make it the member.
    expectRefused(await api('GET', '/customer/profile', { headers: { 'x-api-key': secret, cookie: goldCookie } }), 403, 'INSUFFICIENT_SCOPE')
  })

  it('reads its guest booking back as the guide says: no cookie follows, the reservation number and the email do (issue 41)', async () => {
    const { secret } = await createApiCredential(handle.db, { kind: 'partner-key', name: 'Reading partner' })
    const key = { 'x-api-key': secret }
    const quoted = await api('POST', '/hotel/checkout/quote', { body: hotelSelection, headers: key })
    const booked = await api('POST', '/hotel/book', {
      body: { ...hotelSelection, traveler: { firstName: 'River', lastName: 'Partner', email: 'river.partner@example.com', phone: '+1 202 555 0143' }, payment: { mode: 0, points: 0, card: carCard }, acceptTerms: true, expectedDueNow: (quoted.body as { price: { dueNow: number } }).price.dueNow },
      headers: { ...key, 'idempotency-key': newKey() },
    })
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    expect(booked.headers.get('set-cookie')).toBeNull()
    const { reservationId } = booked.body as { reservationId: string }
    // Without the email, the key is asked for it: no cookie stands in for it. A field error naming the email,
    // not a 401 a partner would read as a bad key (issue 41).
    const withoutEmail = await api('GET', `/reservations/hotel/${reservationId}`, { headers: key })
    expect(withoutEmail.status, JSON.stringify(withoutEmail.body)).toBe(400)
    expect(withoutEmail.body).toMatchObject({ errors: [{ code: 'VALIDATION_ERROR', category: 'VALIDATION', field: 'query.email' }] })
    const cancelWithoutEmail = await api('POST', `/reservations/hotel/${reservationId}/cancel`, { body: {}, headers: { ...key, 'idempotency-key': newKey() } })
    expect(cancelWithoutEmail.status, JSON.stringify(cancelWithoutEmail.body)).toBe(400)
    expect(cancelWithoutEmail.body).toMatchObject({ errors: [{ field: 'body.email' }] })
    const seen = await api('GET', `/reservations/hotel/${reservationId}?email=river.partner%40example.com`, { headers: key })
    expect(seen.status, JSON.stringify(seen.body)).toBe(200)
    expect(seen.body).toMatchObject({ reservationId, status: 'CONFIRMED' })
  })

  it('answers a good token or key on a route it does not reach 403 insufficient_scope (RFC 6750), not the 401 invalid_token of a bad one (issue 41)', async () => {
    const { secret } = await createApiCredential(handle.db, { kind: 'partner-key', name: 'Reaching partner' })
    const insufficientScope = 'Bearer realm="Rewards Travel API", error="insufficient_scope"'
    const keyOnMemberRoute = await api('GET', '/customer/profile', { headers: { 'x-api-key': secret } })
    const tokenOnPartnerRoute = await handleApiRequest(withAddress(new Request(`${siteUrl}/api/webhooks/endpoints`, { headers: bearer(gold.token) })))
    const tokenOnSessionCall = await authApi('GET', '/access-tokens/list', { headers: bearer(gold.token) })
    const keyOnSessionCall = await authApi('GET', '/access-tokens/list', { headers: { 'x-api-key': secret } })
    const answers = [keyOnMemberRoute, { status: tokenOnPartnerRoute.status, body: (await tokenOnPartnerRoute.json()) as unknown, headers: tokenOnPartnerRoute.headers }, tokenOnSessionCall, keyOnSessionCall]
    for (const answer of answers) {
      // The contract's error shape, with the challenge RFC 6750 gives a token that lacks the right, and its count.
      expectRefused(answer, 403, 'INSUFFICIENT_SCOPE')
      expect(ApiErrorsSchema.parse(answer.body).errors[0]?.category).toBe('SECURITY')
      expect(answer.headers.get('www-authenticate')).toBe(insufficientScope)
      expect(answer.headers.get('ratelimit-policy')).toMatch(/^"api-credential";/)
    }
    // A bad one is still the 401 of a bad credential, on the session calls too.
    const badToken = await authApi('GET', '/access-tokens/list', { headers: bearer(`rtm_${'y'.repeat(43)}`) })
    expectRefused(badToken, 401, 'INVALID_ACCESS_TOKEN')
    expect(badToken.headers.get('www-authenticate')).toBe('Bearer realm="Rewards Travel API", error="invalid_token"')
    // The document says so where it can happen.
    const document = (await import('@server/bff/openapi.server')).openApiDocument() as { paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>> }
    for (const [route, method] of [['/api/lxp/customer/profile', 'get'], ['/api/webhooks/endpoints', 'get'], ['/api/auth/access-tokens/list', 'get']] as const) {
      expect(Object.keys(document.paths[route]?.[method]?.responses['403']?.headers ?? {}), route).toContain('www-authenticate')
    }
  })

  it('answers 401 when unknown or revoked, and refuses a request that sends a key and a token at once', async () => {
    expectRefused(await api('GET', '/hotel/destinations?query=Paris', { headers: { 'x-api-key': 'rtk_unknown' } }), 401, 'INVALID_API_KEY')
    const { secret, credential } = await createApiCredential(handle.db, { kind: 'partner-key', name: 'Gone partner' })
    await handle.db.update(apiCredential).set({ revokedAt: new Date() }).where(eq(apiCredential.id, credential.id))
    expectRefused(await api('GET', '/hotel/destinations?query=Paris', { headers: { 'x-api-key': secret } }), 401, 'REVOKED_API_KEY')
    expectRefused(await api('GET', '/hotel/destinations?query=Paris', { headers: { 'x-api-key': secret, ...bearer(gold.token) } }), 401, 'AMBIGUOUS_CREDENTIALS')
  })

  it('refuses an empty key rather than calling as a guest, and tells a key sent as a bearer token where it goes (issue 41)', async () => {
    expectRefused(await api('GET', '/hotel/destinations?query=Paris', { headers: { 'x-api-key': '' } }), 401, 'INVALID_API_KEY')
    expectRefused(await api('GET', '/hotel/destinations?query=Paris', { headers: { 'x-api-key': '  ' } }), 401, 'INVALID_API_KEY')
    const { secret } = await createApiCredential(handle.db, { kind: 'partner-key', name: 'Bearer partner' })
    const answer = await api('GET', '/hotel/destinations?query=Paris', { headers: bearer(secret) })
    expectRefused(answer, 401, 'INVALID_ACCESS_TOKEN')
    expect(JSON.stringify(answer.body)).toContain('x-api-key')
  })
})

describe('what a partner with curl meets (issue 41)', () => {
  const limitHeaders = { ratelimit: expect.stringMatching(/^"api-credential";r=\d+;t=\d+$/), 'ratelimit-policy': expect.stringMatching(/^"api-credential";q=\d+;w=\d+$/) }
  const headersOf = (answer: { headers: Headers }) => Object.fromEntries(answer.headers)

  it('says where a credential stands in its limit on every answer it counted: a 400, 405, 413 or 415 too', async () => {
    const { secret } = await createApiCredential(handle.db, { kind: 'partner-key', name: 'Careless partner' })
    const key = { 'x-api-key': secret }
    const raw = async (init: RequestInit & { duplex?: 'half' }) => {
      const response = await handleApiRequest(withAddress(new Request(`${siteUrl}/api/lxp/hotel/search`, { method: 'POST', ...init, headers: { ...key, ...init.headers } })))
      return { status: response.status, body: await response.json(), headers: response.headers }
    }
    const refusals = [
      await api('POST', '/hotel/search', { body: { destination: 'Paris', pagesize: 5 }, headers: key }),
      await api('GET', '/hotel/search', { headers: key }),
      await raw({ headers: { 'content-type': 'application/json' }, body: new ReadableStream({ start: (controller) => controller.error(Object.assign(new Error('too large'), { status: 413 })) }), duplex: 'half' }),
      await raw({ headers: { 'content-type': 'text/plain' }, body: '{}' }),
    ]
    expect(refusals.map((answer) => answer.status)).toEqual([400, 405, 413, 415])
    for (const answer of refusals) expect(headersOf(answer)).toMatchObject(limitHeaders)
    // Each was counted: what is left goes down by one a call.
    const left = refusals.map((answer) => Number(/r=(\d+)/.exec(answer.headers.get('ratelimit')!)![1]))
    expect(left).toEqual(left.map((_, index) => left[0]! - index))
  })

  it("puts better-auth's refusals and its empty 404 in the one envelope, keeping the code and message its own client reads", async () => {
    const wrong = await authApi('POST', '/sign-in/member-credentials', { body: { username: 'gold', password: 'not-the-password' } })
    expect(wrong.status).toBeGreaterThanOrEqual(400)
    const [error] = ApiErrorsSchema.parse(wrong.body).errors
    expect(error).toMatchObject({ code: expect.any(String), category: expect.stringMatching(/^(VALIDATION|SECURITY)$/), message: expect.any(String) })
    expect(wrong.body).toMatchObject({ code: error!.code, message: error!.message })
    const missing = await authApi('POST', '/no-such-call/')
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ errors: [{ code: 'HTTP_404', category: 'VALIDATION' }] })
  })

  it('answers the sign-in limit as the rest of the API does: 429 TOO_MANY_REQUESTS with Retry-After and the RateLimit fields; each wrong password a 401 with its challenge', async () => {
    const attempt = async () => {
      const request = new Request(`${siteUrl}/api/auth/sign-in/member-credentials`, { method: 'POST', headers: { 'content-type': 'application/json', origin: siteUrl }, body: JSON.stringify({ username: 'gold', password: 'not-the-password' }) })
      Object.defineProperty(request, 'ip', { value: '10.9.0.1' })
      const response = await routes.handleAuthApi(request)
      return { status: response.status, body: (await response.json()) as unknown, headers: response.headers }
    }
    const wrong = [await attempt(), await attempt(), await attempt()]
    for (const answer of wrong) {
      expectRefused(answer, 401, 'INVALID_MEMBER_CREDENTIALS')
      expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="Rewards Travel API"')
    }
    const limited = await attempt()
    expectRefused(limited, 429, 'TOO_MANY_REQUESTS')
    expect(ApiErrorsSchema.parse(limited.body).errors[0]?.category).toBe('AVAILABILITY')
    expect(headersOf(limited)).toMatchObject({ 'retry-after': expect.stringMatching(/^\d+$/), 'ratelimit-policy': '"sign-in";q=3;w=10', ratelimit: expect.stringMatching(/^"sign-in";r=0;t=\d+$/) })
  })

  it('challenges a bad Bearer token under /api/auth with error="invalid_token"', async () => {
    const answer = await authApi('GET', '/access-tokens/list', { headers: bearer(`rtm_${'x'.repeat(43)}`) })
    expect(answer.status).toBe(401)
    expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="Rewards Travel API", error="invalid_token"')
    expect(ApiErrorsSchema.parse(answer.body).errors[0]?.category).toBe('SECURITY')
  })

  it('refuses a method a known /api/auth path does not take with 405 and Allow, and still serves it with its own', async () => {
    const wrongMethod = await authApi('GET', '/sign-in/member-credentials')
    expect(wrongMethod.status).toBe(405)
    expect(wrongMethod.headers.get('allow')).toBe('POST')
    expect(wrongMethod.body).toMatchObject({ errors: [{ code: 'HTTP_405', category: 'VALIDATION' }] })
    const put = await routes.refuseMethod(new Request(`${siteUrl}/api/auth/access-tokens/list`, { method: 'PUT' }))
    expect(put.status).toBe(405)
    expect(put.headers.get('allow')).toBe('GET')
    expect((await authApi('GET', '/access-tokens/list', { cookie: goldCookie })).status).toBe(200)
    expect((await authApi('GET', '/get-session', { cookie: goldCookie })).status).toBe(200)
    // HEAD, whichever of the route's handlers it reaches, is answered as GET without the body (issue 41).
    for (const answer of [routes.handleAuthApi, routes.refuseMethod]) {
      for (const [path, status] of [['/get-session', 200], ['/access-tokens/list', 200], ['/sign-in/member-credentials', 405]] as const) {
        const head = await answer(withAddress(new Request(`${siteUrl}/api/auth${path}`, { method: 'HEAD', headers: { cookie: goldCookie, origin: siteUrl } })))
        expect(head.status, path).toBe(status)
        expect(await head.text(), path).toBe('')
      }
    }
  })

  it('refuses a field the password sign-in or the token calls do not know with 400 VALIDATION_ERROR naming it', async () => {
    const refusals = [
      await authApi('POST', '/sign-in/member-credentials', { body: { username: 'gold', password: demoPassword, remember: true } }),
      await authApi('POST', '/access-tokens/create', { cookie: goldCookie, body: { name: 'Careless app', expiresIn: 30 } }),
      await authApi('GET', '/access-tokens/list?pagesize=5', { cookie: goldCookie }),
      await authApi('POST', '/access-tokens/revoke', { cookie: goldCookie, body: { id: gold.id, reason: 'lost' } }),
    ]
    expect(refusals.map((answer) => answer.status)).toEqual([400, 400, 400, 400])
    expect(refusals.map((answer) => ApiErrorsSchema.parse(answer.body).errors.map((error) => [error.code, error.field]))).toEqual([
      [['VALIDATION_ERROR', 'body.remember']],
      [['VALIDATION_ERROR', 'body.expiresIn']],
      [['VALIDATION_ERROR', 'query.pagesize']],
      [['VALIDATION_ERROR', 'body.reason']],
    ])
    expect((await api('GET', '/hotel/destinations?query=Paris', { headers: bearer(gold.token) })).status).toBe(200)
  })

  it("serves a reservation's calendar file to its member's access token, as the document says; another's gets the 404, a bad one the 401, a partner's key the 403", async () => {
    const reservationId = await bookHotel(bearer(gold.token))
    const calendar = (headers: Record<string, string>) => calendarForCaller(withAddress(new Request(`${siteUrl}/api/calendar/hotel/${reservationId}`, { headers })), 'hotel', reservationId)
    const file = await calendar(bearer(gold.token))
    expect(file.status).toBe(200)
    expect(headersOf(file)).toMatchObject({ 'content-type': 'text/calendar; charset=utf-8', ...limitHeaders })
    expect(await file.text()).toContain('BEGIN:VEVENT')
    expect((await calendar(bearer(platinum.token))).status).toBe(404)
    const bad = await calendar(bearer(`rtm_${'x'.repeat(43)}`))
    expect(bad.status).toBe(401)
    expect(bad.headers.get('www-authenticate')).toContain('invalid_token')
    expect(ApiErrorsSchema.parse(await bad.json()).errors[0]?.code).toBe('INVALID_ACCESS_TOKEN')
    // A partner's key names no browser and the file takes no email: good, counted, and out of its reach (issue 41).
    const { secret } = await createApiCredential(handle.db, { kind: 'partner-key', name: 'Calendar partner' })
    const keyed = await calendar({ 'x-api-key': secret })
    expect(keyed.status).toBe(403)
    expect(keyed.headers.get('www-authenticate')).toBe('Bearer realm="Rewards Travel API", error="insufficient_scope"')
    expect(headersOf(keyed)).toMatchObject(limitHeaders)
    expect(ApiErrorsSchema.parse(await keyed.json()).errors[0]?.code).toBe('INSUFFICIENT_SCOPE')
    // The document lists what works there, and only that: the member's session or token, or a guest's browser.
    const document = (await import('@server/bff/openapi.server')).openApiDocument() as { paths: Record<string, { get?: { security?: unknown[]; 'x-codeSamples'?: { source: string }[] } }> }
    const operation = document.paths['/api/calendar/{type}/{reservationId}']?.get
    expect(operation?.security).toEqual([{}, { memberSession: [] }, { memberToken: [] }])
    expect(operation?.['x-codeSamples']?.[0]?.source).not.toContain('x-api-key')
  })
})

describe('cross-site requests (docs/security.md, CSRF)', () => {
  /** A POST through the whole app wrapper (the cross-site check runs there), sent from another site. */
  async function fromAnotherSite(headers: Record<string, string>) {
    const request = new Request(`${siteUrl}/api/lxp/hotel/checkout/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://partner.example', 'sec-fetch-site': 'cross-site', ...headers },
      body: JSON.stringify(hotelSelection),
    })
    const response = await handleAppRequest(withAddress(request), (forwarded) => handleApiRequest(forwarded))
    return { status: response.status, body: (await response.json()) as unknown, headers: response.headers }
  }

  it('need no same-site origin with a bearer token or an API key of their own', async () => {
    const { secret } = await createApiCredential(handle.db, { kind: 'partner-key', name: 'Browser partner' })
    expect((await fromAnotherSite(bearer(gold.token))).status).toBe(200)
    expect((await fromAnotherSite({ 'x-api-key': secret })).status).toBe(200)
  })

  it('are still refused when they carry the session cookie, with or without a token', async () => {
    expectRefused(await fromAnotherSite({ cookie: goldCookie }), 403, 'CROSS_SITE_REQUEST')
    expectRefused(await fromAnotherSite({ cookie: goldCookie, ...bearer(gold.token) }), 403, 'CROSS_SITE_REQUEST')
  })

  it("refuse the password sign-in, which sets the session cookie, unless it names this site in Origin, as better-auth refuses a cookie's call without one (docs/decisions/145)", async () => {
    const { check } = await documentedAuthCalls()
    const signIn = async (headers: Record<string, string>) => {
      const request = new Request(`${siteUrl}/api/auth/sign-in/member-credentials`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ username: 'gold', password: demoPassword }) })
      const response = await routes.handleAuthApi(withAddress(request))
      return { status: response.status, body: (await response.json()) as unknown, headers: response.headers }
    }
    const errors = vi.spyOn(logger, 'error')
    const infos = vi.spyOn(logger, 'info')
    for (const headers of [{}, { origin: 'null' }] as Record<string, string>[]) {
      const refused = await signIn(headers)
      expectRefused(refused, 403, 'MISSING_OR_NULL_ORIGIN')
      expect(refused.headers.getSetCookie()).toEqual([])
      expect(check('post', '/sign-in/member-credentials', refused)).toEqual([])
    }
    expectRefused(await signIn({ origin: 'https://elsewhere.example' }), 403, 'INVALID_ORIGIN')
    const tokenWithoutOrigin = await routes.handleAuthApi(
      withAddress(new Request(`${siteUrl}/api/auth/access-tokens/create`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: goldCookie }, body: JSON.stringify({ name: 'No origin' }) })),
    )
    expectRefused({ status: tokenWithoutOrigin.status, body: await tokenWithoutOrigin.json(), headers: tokenWithoutOrigin.headers }, 403, 'MISSING_OR_NULL_ORIGIN')
    // better-auth's refusal of a cookie's call: a caller's mistake, logged at info as plain JSON: never at error level, never with colour codes (issue 41).
    expect(errors).not.toHaveBeenCalled()
    expect(infos).toHaveBeenCalledWith(expect.objectContaining({ area: 'better-auth', status: 403, code: 'MISSING_OR_NULL_ORIGIN' }), 'Missing or null Origin')
    expect(JSON.stringify(infos.mock.calls)).not.toContain('\\u001b[')
    errors.mockRestore()
    infos.mockRestore()
    expect((await signIn({ origin: siteUrl })).status).toBe(200)
  })
})

type DocumentedOperation = { security?: unknown; responses: Record<string, { content?: Record<string, { schema: unknown }> }> }

/** The /api/auth calls as the OpenAPI document describes them, and a check of an answer against its operation. */
async function documentedAuthCalls() {
  const { openApiDocument } = await import('@server/bff/openapi.server')
  const { openApiValidator } = await import('../fixtures/openapi-validator')
  const document = openApiDocument()
  const validator = openApiValidator(document)
  const paths = document.paths as Record<string, Record<string, DocumentedOperation>>
  /** The failures of an answer against the operation: a status it does not list, or a body its schema refuses. */
  const check = (method: string, authPath: string, answer: { status: number; body: unknown }) => {
    const operation = paths[`/api/auth${authPath}`]?.[method]
    if (!operation) return [`${method} /api/auth${authPath} is not in the document`]
    const response = operation.responses[String(answer.status)]
    if (!response) return [`${method} ${authPath} answered ${answer.status}, which the document does not list`]
    const schema = response.content?.['application/json']?.schema
    return schema ? validator.check(schema, answer.body).map((error) => `${method} ${authPath} ${answer.status}: ${error}`) : []
  }
  return { paths, check }
}

describe('the session calls of a script, as the OpenAPI document describes them (issue 41)', () => {
  const documented = documentedAuthCalls

  it('answer sign-in, create, list and revoke, and their refusals, with the statuses and bodies the document lists', async () => {
    const { check } = await documented()
    const signedIn = await authApi('POST', '/sign-in/member-credentials', { body: { username: 'green', password: demoPassword } })
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    const created = await authApi('POST', '/access-tokens/create', { cookie, body: { name: 'Documented', expiresInDays: 1 } })
    const listed = await authApi('GET', '/access-tokens/list', { cookie })
    const revoked = await authApi('POST', '/access-tokens/revoke', { cookie, body: { id: (created.body as { id: string }).id } })
    const answers = [
      ['post', '/sign-in/member-credentials', signedIn, 200],
      ['post', '/sign-in/member-credentials', await authApi('POST', '/sign-in/member-credentials', { body: { username: 'green', password: 'wrong' } }), 401],
      ['post', '/access-tokens/create', created, 200],
      ['post', '/access-tokens/create', await authApi('POST', '/access-tokens/create', { body: { name: 'No session' } }), 401],
      ['post', '/access-tokens/create', await authApi('POST', '/access-tokens/create', { cookie, body: { name: 'Elsewhere' }, headers: { origin: 'https://elsewhere.example' } }), 403],
      ['get', '/access-tokens/list', listed, 200],
      ['post', '/access-tokens/revoke', revoked, 200],
      ['post', '/access-tokens/revoke', await authApi('POST', '/access-tokens/revoke', { cookie, body: { id: 'no-such-token' } }), 404],
    ] as const
    for (const [method, authPath, answer, status] of answers) {
      expect(answer.status, `${method} ${authPath} ${JSON.stringify(answer.body)}`).toBe(status)
      expect(check(method, authPath, answer)).toEqual([])
    }
  })

  it('take the session cookie only for tokens, never a token', async () => {
    const { paths } = await documented()
    for (const authPath of ['/api/auth/access-tokens/create', '/api/auth/access-tokens/list', '/api/auth/access-tokens/revoke']) {
      const operation = Object.values(paths[authPath] ?? {})[0]
      expect(operation?.security, authPath).toEqual([{ memberSession: [] }])
    }
  })
})
