// Issue 41, docs/decisions/069: what a partner's script meets calling the HTTP API with its own credential (curl
// without a content type, a credential in the wrong header, a method a path does not take) and the session calls
// (/api/auth) of a script, answering as the OpenAPI document describes them. The credentials themselves (tokens,
// keys, limits, cross-site requests) are in integrator-access.test.ts.
import { describe, expect, it, vi } from 'vitest'
import { ApiErrorsSchema } from '@contracts/api/api-error'
import { demoPassword } from '@server/auth/provider/demo-members'
import { handleApiRequest } from '@server/bff/api-handler.server'
import { calendarForCaller } from '@server/calendar/calendar.server'
import { createApiCredential } from '@server/integrators/api-credentials.server'
import { bearer, documentedAuthCalls, expectRefused, integratorSite, siteUrl } from '../fixtures/integrator-site'

const site = integratorSite()
vi.mock('@server/db/db.server', () => ({ database: async () => site.db, databaseHandle: async () => site.handle }))

const { api, authApi, bookHotel, withAddress } = site

describe('what a partner with curl meets (issue 41)', () => {
  const limitHeaders = { ratelimit: expect.stringMatching(/^"api-credential";r=\d+;t=\d+$/), 'ratelimit-policy': expect.stringMatching(/^"api-credential";q=\d+;w=\d+$/) }
  const headersOf = (answer: { headers: Headers }) => Object.fromEntries(answer.headers)

  it('says where a credential stands in its limit on every answer it counted: a 400, 405, 413 or 415 too', async () => {
    const { secret } = await createApiCredential(site.db, { kind: 'partner-key', name: 'Careless partner' })
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
      const response = await site.routes.handleAuthApi(request)
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
    const put = await site.routes.refuseMethod(new Request(`${siteUrl}/api/auth/access-tokens/list`, { method: 'PUT' }))
    expect(put.status).toBe(405)
    expect(put.headers.get('allow')).toBe('GET')
    expect((await authApi('GET', '/access-tokens/list', { cookie: site.goldCookie })).status).toBe(200)
    expect((await authApi('GET', '/get-session', { cookie: site.goldCookie })).status).toBe(200)
    // HEAD, whichever of the route's handlers it reaches, is answered as GET without the body (issue 41).
    for (const answer of [site.routes.handleAuthApi, site.routes.refuseMethod]) {
      for (const [path, status] of [['/get-session', 200], ['/access-tokens/list', 200], ['/sign-in/member-credentials', 405]] as const) {
        const head = await answer(withAddress(new Request(`${siteUrl}/api/auth${path}`, { method: 'HEAD', headers: { cookie: site.goldCookie, origin: siteUrl } })))
        expect(head.status, path).toBe(status)
        expect(await head.text(), path).toBe('')
      }
    }
  })

  it('refuses a field the password sign-in or the token calls do not know with 400 VALIDATION_ERROR naming it', async () => {
    const refusals = [
      await authApi('POST', '/sign-in/member-credentials', { body: { username: 'gold', password: demoPassword, remember: true } }),
      await authApi('POST', '/access-tokens/create', { cookie: site.goldCookie, body: { name: 'Careless app', expiresIn: 30 } }),
      await authApi('GET', '/access-tokens/list?pagesize=5', { cookie: site.goldCookie }),
      await authApi('POST', '/access-tokens/revoke', { cookie: site.goldCookie, body: { id: site.gold.id, reason: 'lost' } }),
    ]
    expect(refusals.map((answer) => answer.status)).toEqual([400, 400, 400, 400])
    expect(refusals.map((answer) => ApiErrorsSchema.parse(answer.body).errors.map((error) => [error.code, error.field]))).toEqual([
      [['VALIDATION_ERROR', 'body.remember']],
      [['VALIDATION_ERROR', 'body.expiresIn']],
      [['VALIDATION_ERROR', 'query.pagesize']],
      [['VALIDATION_ERROR', 'body.reason']],
    ])
    expect((await api('GET', '/hotel/destinations?query=Paris', { headers: bearer(site.gold.token) })).status).toBe(200)
  })

  it("serves a reservation's calendar file to its member's access token, as the document says; another's gets the 404, a bad one the 401, a partner's key the 403", async () => {
    const reservationId = await bookHotel(bearer(site.gold.token))
    const calendar = (headers: Record<string, string>) => calendarForCaller(withAddress(new Request(`${siteUrl}/api/calendar/hotel/${reservationId}`, { headers })), 'hotel', reservationId)
    const file = await calendar(bearer(site.gold.token))
    expect(file.status).toBe(200)
    expect(headersOf(file)).toMatchObject({ 'content-type': 'text/calendar; charset=utf-8', ...limitHeaders })
    expect(await file.text()).toContain('BEGIN:VEVENT')
    expect((await calendar(bearer(site.platinum.token))).status).toBe(404)
    const bad = await calendar(bearer(`rtm_${'x'.repeat(43)}`))
    expect(bad.status).toBe(401)
    expect(bad.headers.get('www-authenticate')).toContain('invalid_token')
    expect(ApiErrorsSchema.parse(await bad.json()).errors[0]?.code).toBe('INVALID_ACCESS_TOKEN')
    // A partner's key names no browser and the file takes no email: good, counted, and out of its reach (issue 41).
    const { secret } = await createApiCredential(site.db, { kind: 'partner-key', name: 'Calendar partner' })
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
