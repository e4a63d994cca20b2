// Issue 18 part 2, docs/decisions/069: integrators call the HTTP API with a member's personal access
// token (Bearer) or a partner's API key (x-api-key). A token is its member and no more (the same
// ownership rule as the session: §R6, docs/decisions/059); unknown, expired and revoked
// credentials answer 401 in the §R3.50 error shape; a key counts against its own limit (429 with
// Retry-After); a call carrying its own credential and no cookie needs no same-site origin, while a
// call with the session cookie is refused from another site as before. Members sign in through the
// embedded stand-in's credentials endpoint and manage tokens through better-auth (/api/auth/access-tokens/*).
// What a partner's script meets (curl, the session calls) is in integrator-scripts.test.ts.
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { ApiErrorsSchema } from '@contracts/api/api-error'
import { demoPassword } from '@server/auth/provider/demo-members'
import { handleApiRequest } from '@server/bff/api-handler.server'
import { handleAppRequest } from '@server/http/app-request.server'
import { createApiCredential } from '@server/integrators/api-credentials.server'
import { apiCredential } from '@server/integrators/api-credentials.tables'
import { logger } from '@server/log/logger'
import { carCard } from '../fixtures/car-booking'
import { bearer, documentedAuthCalls, expectRefused, integratorSite, siteUrl } from '../fixtures/integrator-site'

const site = integratorSite()
vi.mock('@server/db/db.server', () => ({ database: async () => site.db, databaseHandle: async () => site.handle }))

const { api, authApi, bookHotel, createToken, newKey, signIn, withAddress } = site

describe("a member's personal access token", () => {
  it('is shown once and kept only as a hash; the list shows its start, never the secret', async () => {
    expect(site.gold.token).toMatch(/^rtm_[A-Za-z0-9_-]{43}$/)
    const rows = await site.db.select().from(apiCredential).where(eq(apiCredential.id, site.gold.id))
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(site.gold.token)
    const listed = await authApi('GET', '/access-tokens/list', { cookie: site.goldCookie })
    expect(listed.status).toBe(200)
    expect(JSON.stringify(listed.body)).not.toContain(site.gold.token)
    expect((listed.body as { tokens: { id: string; start: string }[] }).tokens).toContainEqual(expect.objectContaining({ id: site.gold.id, start: site.gold.token.slice(0, 10) }))
  })

  it("reads its own member's profile and trips", async () => {
    const profile = await api('GET', '/customer/profile', { headers: bearer(site.gold.token) })
    expect(profile.status).toBe(200)
    expect(profile.body).toMatchObject({ clientCustomerId: 'CC-100002' })
    const trips = await api('GET', '/customer/reservations', { headers: bearer(site.gold.token) })
    expect(trips.status).toBe(200)
  })

  it("books as its member, who sees the booking in their trips; another member's token gets the 404 of a missing number", async () => {
    const reservationId = await bookHotel(bearer(site.platinum.token))
    const own = await api('GET', `/reservations/hotel/${reservationId}`, { headers: bearer(site.platinum.token) })
    expect(own.status).toBe(200)
    const trips = await api('GET', '/customer/reservations', { headers: bearer(site.platinum.token) })
    expect(JSON.stringify(trips.body)).toContain(reservationId)

    const stranger = await api('GET', `/reservations/hotel/${reservationId}`, { headers: bearer(site.gold.token) })
    const missing = await api('GET', '/reservations/hotel/XR-MISSING0001', { headers: bearer(site.gold.token) })
    expect(stranger.status).toBe(404)
    expect(JSON.stringify(stranger.body).replaceAll(reservationId, '{id}')).toBe(JSON.stringify(missing.body).replaceAll('XR-MISSING0001', '{id}'))
    const cancel = await api('POST', `/reservations/hotel/${reservationId}/cancel`, { body: {}, headers: { ...bearer(site.gold.token), 'idempotency-key': newKey() } })
    expect(cancel.status).toBe(404)
    expect(JSON.stringify((await api('GET', '/customer/reservations', { headers: bearer(site.gold.token) })).body)).not.toContain(reservationId)
  })

  it('answers 401 in the contract shape once revoked, when expired, or when unknown, even beside a session cookie', async () => {
    const spare = await createToken(site.goldCookie, 'Spare')
    expect((await api('GET', '/customer/profile', { headers: bearer(spare.token) })).status).toBe(200)
    expect((await authApi('POST', '/access-tokens/revoke', { cookie: site.goldCookie, body: { id: spare.id } })).status).toBe(200)
    expectRefused(await api('GET', '/customer/profile', { headers: bearer(spare.token) }), 401, 'REVOKED_ACCESS_TOKEN')
    expectRefused(await api('GET', '/customer/profile', { headers: { ...bearer(spare.token), cookie: site.goldCookie } }), 401, 'REVOKED_ACCESS_TOKEN')
    // Revoked on a catalogue route too: a bad credential is never taken for no credential.
    expectRefused(await api('GET', '/hotel/destinations?query=Paris', { headers: bearer(spare.token) }), 401, 'REVOKED_ACCESS_TOKEN')

    const [goldAccount] = await site.db.select({ userId: apiCredential.userId }).from(apiCredential).where(eq(apiCredential.id, site.gold.id))
    const expired = await createApiCredential(site.db, { kind: 'member-token', name: 'Old', userId: goldAccount!.userId!, expiresAt: new Date(Date.now() - 1000) })
    expectRefused(await api('GET', '/customer/profile', { headers: bearer(expired.secret) }), 401, 'EXPIRED_ACCESS_TOKEN')
    expectRefused(await api('GET', '/customer/profile', { headers: bearer(`rtm_${'x'.repeat(43)}`) }), 401, 'INVALID_ACCESS_TOKEN')
    expectRefused(await api('GET', '/customer/profile', { headers: { authorization: 'Basic Z29sZDpwdw==' } }), 401, 'INVALID_ACCESS_TOKEN')
  })

  it('cannot create, list or revoke tokens: that takes the member\'s session (a good token there is 403 insufficient_scope)', async () => {
    expect((await authApi('POST', '/access-tokens/create', { body: { name: 'More' }, headers: bearer(site.gold.token) })).status).toBe(403)
    expect((await authApi('GET', '/access-tokens/list', { headers: bearer(site.gold.token) })).status).toBe(403)
    expect((await authApi('POST', '/access-tokens/revoke', { body: { id: site.gold.id }, headers: bearer(site.gold.token) })).status).toBe(403)
    // Nor does another member's session revoke it.
    const platinumCookie = await signIn('platinum')
    expect((await authApi('POST', '/access-tokens/revoke', { cookie: platinumCookie, body: { id: site.gold.id } })).status).toBe(404)
    expect((await api('GET', '/customer/profile', { headers: bearer(site.gold.token) })).status).toBe(200)
  })
})

describe("a partner's API key", () => {
  it('reaches catalogue and guest routes within its own limit, then answers 429 with Retry-After', async () => {
    const { secret } = await createApiCredential(site.db, { kind: 'partner-key', name: 'Limited partner', rateLimit: { max: 3, window: 60 } })
    const other = await createApiCredential(site.db, { kind: 'partner-key', name: 'Other partner' })
    for (let call = 0; call < 3; call += 1) expect((await api('GET', '/hotel/destinations?query=Paris', { headers: { 'x-api-key': secret } })).status).toBe(200)
    const limited = await api('GET', '/hotel/destinations?query=Paris', { headers: { 'x-api-key': secret } })
    expectRefused(limited, 429, 'TOO_MANY_REQUESTS')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    // Another key has a budget of its own.
    expect((await api('GET', '/hotel/destinations?query=Paris', { headers: { 'x-api-key': other.secret } })).status).toBe(200)
  })

  it('books as a guest, never as a member, and is refused on member routes', async () => {
    const { secret } = await createApiCredential(site.db, { kind: 'partner-key', name: 'Guest partner' })
    expect((await api('POST', '/hotel/checkout/quote', { body: site.hotelSelection, headers: { 'x-api-key': secret } })).status).toBe(200)
    expectRefused(await api('GET', '/customer/profile', { headers: { 'x-api-key': secret } }), 403, 'INSUFFICIENT_SCOPE')
    // A member's cookie beside the key does not make it the member.
    expectRefused(await api('GET', '/customer/profile', { headers: { 'x-api-key': secret, cookie: site.goldCookie } }), 403, 'INSUFFICIENT_SCOPE')
  })

  it('reads its guest booking back as the guide says: no cookie follows, the reservation number and the email do (issue 41)', async () => {
    const { secret } = await createApiCredential(site.db, { kind: 'partner-key', name: 'Reading partner' })
    const key = { 'x-api-key': secret }
    const quoted = await api('POST', '/hotel/checkout/quote', { body: site.hotelSelection, headers: key })
    const booked = await api('POST', '/hotel/book', {
      body: { ...site.hotelSelection, traveler: { firstName: 'River', lastName: 'Partner', email: 'river.partner@example.com', phone: '+1 202 555 0143' }, payment: { mode: 0, points: 0, card: carCard }, acceptTerms: true, expectedDueNow: (quoted.body as { price: { dueNow: number } }).price.dueNow },
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
    const { secret } = await createApiCredential(site.db, { kind: 'partner-key', name: 'Reaching partner' })
    const insufficientScope = 'Bearer realm="Rewards Travel API", error="insufficient_scope"'
    const keyOnMemberRoute = await api('GET', '/customer/profile', { headers: { 'x-api-key': secret } })
    const tokenOnPartnerRoute = await handleApiRequest(withAddress(new Request(`${siteUrl}/api/webhooks/endpoints`, { headers: bearer(site.gold.token) })))
    const tokenOnSessionCall = await authApi('GET', '/access-tokens/list', { headers: bearer(site.gold.token) })
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
    const { secret, credential } = await createApiCredential(site.db, { kind: 'partner-key', name: 'Gone partner' })
    await site.db.update(apiCredential).set({ revokedAt: new Date() }).where(eq(apiCredential.id, credential.id))
    expectRefused(await api('GET', '/hotel/destinations?query=Paris', { headers: { 'x-api-key': secret } }), 401, 'REVOKED_API_KEY')
    expectRefused(await api('GET', '/hotel/destinations?query=Paris', { headers: { 'x-api-key': secret, ...bearer(site.gold.token) } }), 401, 'AMBIGUOUS_CREDENTIALS')
  })

  it('refuses an empty key rather than calling as a guest, and tells a key sent as a bearer token where it goes (issue 41)', async () => {
    expectRefused(await api('GET', '/hotel/destinations?query=Paris', { headers: { 'x-api-key': '' } }), 401, 'INVALID_API_KEY')
    expectRefused(await api('GET', '/hotel/destinations?query=Paris', { headers: { 'x-api-key': '  ' } }), 401, 'INVALID_API_KEY')
    const { secret } = await createApiCredential(site.db, { kind: 'partner-key', name: 'Bearer partner' })
    const answer = await api('GET', '/hotel/destinations?query=Paris', { headers: bearer(secret) })
    expectRefused(answer, 401, 'INVALID_ACCESS_TOKEN')
    expect(JSON.stringify(answer.body)).toContain('x-api-key')
  })
})


describe('cross-site requests (docs/security.md, CSRF)', () => {
  /** A POST through the whole app wrapper (the cross-site check runs there), sent from another site. */
  async function fromAnotherSite(headers: Record<string, string>) {
    const request = new Request(`${siteUrl}/api/lxp/hotel/checkout/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://partner.example', 'sec-fetch-site': 'cross-site', ...headers },
      body: JSON.stringify(site.hotelSelection),
    })
    const response = await handleAppRequest(withAddress(request), (forwarded) => handleApiRequest(forwarded))
    return { status: response.status, body: (await response.json()) as unknown, headers: response.headers }
  }

  it('need no same-site origin with a bearer token or an API key of their own', async () => {
    const { secret } = await createApiCredential(site.db, { kind: 'partner-key', name: 'Browser partner' })
    expect((await fromAnotherSite(bearer(site.gold.token))).status).toBe(200)
    expect((await fromAnotherSite({ 'x-api-key': secret })).status).toBe(200)
  })

  it('are still refused when they carry the session cookie, with or without a token', async () => {
    expectRefused(await fromAnotherSite({ cookie: site.goldCookie }), 403, 'CROSS_SITE_REQUEST')
    expectRefused(await fromAnotherSite({ cookie: site.goldCookie, ...bearer(site.gold.token) }), 403, 'CROSS_SITE_REQUEST')
  })

  it("refuse the password sign-in, which sets the session cookie, unless it names this site in Origin, as better-auth refuses a cookie's call without one (docs/decisions/145)", async () => {
    const { check } = await documentedAuthCalls()
    const signIn = async (headers: Record<string, string>) => {
      const request = new Request(`${siteUrl}/api/auth/sign-in/member-credentials`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ username: 'gold', password: demoPassword }) })
      const response = await site.routes.handleAuthApi(withAddress(request))
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
    const tokenWithoutOrigin = await site.routes.handleAuthApi(
      withAddress(new Request(`${siteUrl}/api/auth/access-tokens/create`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: site.goldCookie }, body: JSON.stringify({ name: 'No origin' }) })),
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

