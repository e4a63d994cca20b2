// Issue 18 part 3, docs/decisions/069: the integrators' client (packages/client) retries a booking
// with the same idempotency key and correlation id, retries reads, never retries what could be done
// twice, honours a short Retry-After, sends its credential, and turns failures into typed errors.
// Issue 41 item 4, docs/decisions/136: the API's one retry policy, within its 15 s deadline (fake timers);
// the POSTs that change nothing (searches, calendars, comparisons, quotes) retried as reads.
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core'
import { apiRetryPolicy } from '@contracts/api/retry-policy'
import { routeMetadataOf } from '@contracts/lxp/route-metadata'
import { routeKindOf } from '@contracts/lxp/sandbox-scenarios'
import { apiContract, createRewardsTravelClient, newIdempotencyKey, ok, RewardsTravelError, type RewardsTravelClient, type ScenarioValue } from '../../../packages/client/src/index'

type Sent = { url: string; method: string; headers: Record<string, string> }

/** A fake network: each call takes the next scripted outcome (an answer, or a failure to connect). */
function network(outcomes: (Response | Error)[]) {
  const sent: Sent[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), method: init?.method ?? 'GET', headers: { ...(init?.headers as Record<string, string>) } })
    const outcome = outcomes.shift()
    if (!outcome) throw new Error('no more scripted answers')
    if (outcome instanceof Error) throw outcome
    return outcome
  }
  return { fetch: fetch as typeof globalThis.fetch, sent }
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })

const selection = { hotelId: 'paris-hotel-1', roomTypeId: 'double', rateId: 'flex', checkIn: '2027-03-12', checkOut: '2027-03-15', rooms: 1, adults: 2 }
const booking = {
  ...selection,
  traveler: { firstName: 'Blake', lastName: 'Gold', email: 'blake.gold@example.com', phone: '+1 202 555 0143' },
  payment: { mode: 1 as const, points: 50_000 },
  acceptTerms: true as const,
  expectedDueNow: 50_000,
}
const order = { reservationId: 'XR-ABCDEF1234', orderId: 'ORD-1' }

describe('createRewardsTravelClient', () => {
  it('retries a booking after a lost connection and a 503 with the same idempotency key and correlation id, as the token holder', async () => {
    const { fetch, sent } = network([new TypeError('fetch failed'), json(503, { errors: [{ code: 'UPSTREAM_UNAVAILABLE', message: 'Try again.' }] }), json(201, order)])
    const client = createRewardsTravelClient({ baseUrl: 'http://travel.test/', accessToken: 'rtm_token', fetch, retryDelay: () => 0 })
    const key = newIdempotencyKey()
    const booked = await ok(client.lxp.hotel.book({ body: booking, headers: { 'idempotency-key': key } }))
    expect(booked).toMatchObject(order)
    expect(sent).toHaveLength(3)
    expect(new Set(sent.map((call) => call.headers['idempotency-key']))).toEqual(new Set([key]))
    expect(new Set(sent.map((call) => call.headers['x-correlation-id'])).size).toBe(1)
    expect(sent[0]?.headers['x-correlation-id']).toMatch(/^[A-Za-z0-9._:-]{8,128}$/)
    expect(sent.every((call) => call.headers.authorization === 'Bearer rtm_token' && call.url === 'http://travel.test/api/lxp/hotel/book' && call.method === 'POST')).toBe(true)
  })

  it('gives each call its own correlation id, and sends an API key as x-api-key', async () => {
    const { fetch, sent } = network([json(200, { suggestions: [] }), json(200, { suggestions: [] })])
    const client = createRewardsTravelClient({ baseUrl: 'http://travel.test', apiKey: 'rtk_key', fetch })
    await ok(client.lxp.hotel.destinations({ query: { query: 'Paris' } }))
    await ok(client.lxp.hotel.destinations({ query: { query: 'Rome' } }))
    expect(sent[0]?.headers['x-correlation-id']).not.toBe(sent[1]?.headers['x-correlation-id'])
    expect(sent.map((call) => call.headers['x-api-key'])).toEqual(['rtk_key', 'rtk_key'])
    expect(sent[0]?.headers.authorization).toBeUndefined()
  })

  it('honours a short Retry-After on 429, and stops after the retries it is allowed', async () => {
    const limited = () => json(429, { errors: [{ code: 'TOO_MANY_REQUESTS', category: 'AVAILABILITY', message: 'Wait.' }] }, { 'retry-after': '0' })
    const { fetch, sent } = network([limited(), limited(), limited()])
    const client = createRewardsTravelClient({ baseUrl: 'http://travel.test', fetch, retries: 2 })
    const failure = await ok(client.lxp.hotel.destinations({ query: { query: 'Paris' } })).catch((error: unknown) => error)
    expect(sent).toHaveLength(3)
    expect(failure).toBeInstanceOf(RewardsTravelError)
    expect(failure).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 0 })
  })

  it('does not wait out a long Retry-After: the caller decides', async () => {
    const { fetch, sent } = network([json(429, { errors: [{ code: 'TOO_MANY_REQUESTS', message: 'Wait.' }] }, { 'retry-after': '60' })])
    const client = createRewardsTravelClient({ baseUrl: 'http://travel.test', fetch })
    await expect(ok(client.lxp.hotel.destinations({ query: { query: 'Paris' } }))).rejects.toMatchObject({ status: 429, retryAfterSeconds: 60 })
    expect(sent).toHaveLength(1)
  })

  it('answers a refusal at once as a typed error with its wrapper and correlation id, never retrying it', async () => {
    const { fetch, sent } = network([json(409, { bookErrors: [{ code: 'PRICE_CHANGED', category: 'BUSINESS', message: 'The price changed.' }] }, { 'x-correlation-id': 'corr-12345678' })])
    const client = createRewardsTravelClient({ baseUrl: 'http://travel.test', fetch, retryDelay: () => 0 })
    const failure = await ok(client.lxp.hotel.book({ body: booking, headers: { 'idempotency-key': newIdempotencyKey() } })).catch((error: unknown) => error)
    expect(sent).toHaveLength(1)
    expect(failure).toMatchObject({ status: 409, code: 'PRICE_CHANGED', wrapper: 'bookErrors', correlationId: 'corr-12345678' })
  })

  it('retries a POST that changes nothing (a hotel search) like a GET, and never a POST that declares nothing', async () => {
    const criteria = { destination: 'Paris', checkIn: '2027-03-12', checkOut: '2027-03-15', rooms: [{ adults: 2, childAges: [] }] }
    const searched = network([new TypeError('fetch failed'), unavailable(), json(200, { items: [] })])
    const reads = createRewardsTravelClient({ baseUrl: 'http://travel.test', fetch: searched.fetch, retryDelay: () => 0 })
    await expect(reads.lxp.hotel.search({ body: criteria })).resolves.toMatchObject({ status: 200 })
    expect(searched.sent.map((call) => call.method)).toEqual(['POST', 'POST', 'POST'])
    const saved = network([unavailable()])
    const writes = createRewardsTravelClient({ baseUrl: 'http://travel.test', accessToken: 'rtm_token', fetch: saved.fetch, retryDelay: () => 0 })
    await expect(writes.lxp.customer.removeTravelers({ body: { travelerIds: ['traveler-1'] } })).resolves.toMatchObject({ status: 503 })
    expect(saved.sent).toHaveLength(1)
  })

  it('finds every search, calendar, comparison and quote declared a read, so none is left tried once', () => {
    const routesOf = (router: AppRouter): AppRoute[] => Object.values(router).flatMap((node) => (isAppRoute(node) ? [node] : routesOf(node)))
    const looks = routesOf(apiContract.lxp).filter((route) => route.method === 'POST' && ['search', 'quote'].includes(routeKindOf(route)))
    expect(looks.length).toBeGreaterThan(10)
    expect(looks.filter((route) => routeMetadataOf(route).retry !== 'read').map((route) => route.path)).toEqual([])
  })

  it("types a list's page and pageSize as numbers, not unknown (the reservations query)", async () => {
    type ReservationsQuery = NonNullable<Parameters<RewardsTravelClient['lxp']['customer']['reservations']>[0]>['query']
    expectTypeOf<NonNullable<ReservationsQuery>['page']>().toEqualTypeOf<number | undefined>()
    expectTypeOf<NonNullable<ReservationsQuery>['pageSize']>().toEqualTypeOf<number | undefined>()
    const { fetch, sent } = network([json(200, { items: [], total: 0, page: 2, pageSize: 5, pageCount: 0 })])
    const client = createRewardsTravelClient({ baseUrl: 'http://travel.test', accessToken: 'rtm_token', fetch })
    await client.lxp.customer.reservations({ query: { page: 2, pageSize: 5 } })
    expect(new URL(sent[0]?.url ?? '').searchParams.toString()).toBe('page=2&pageSize=5')
  })

  it('types the shared failures (401, 403, 429, 503, …) on every answer, so a partner can narrow on them (issue 41)', async () => {
    type SearchAnswer = Awaited<ReturnType<RewardsTravelClient['lxp']['hotel']['search']>>
    expectTypeOf<400 | 401 | 403 | 404 | 413 | 415 | 429 | 500 | 503>().toExtend<SearchAnswer['status']>()
    const { fetch } = network([json(503, { errors: [{ code: 'SERVICE_UNAVAILABLE', category: 'AVAILABILITY', message: 'Try again.' }] })])
    const client = createRewardsTravelClient({ baseUrl: 'http://travel.test', apiKey: undefined, fetch, retries: 0 })
    const answer = await client.lxp.hotel.search({ body: { destination: 'Paris', checkIn: '2027-03-12', checkOut: '2027-03-15', rooms: [{ adults: 2, childAges: [] }] } })
    // Narrowing on 503 compiles and gives the contract's error shape.
    if (answer.status !== 503) throw new Error(`expected 503, got ${answer.status}`)
    expect(answer.body.errors[0]?.code).toBe('SERVICE_UNAVAILABLE')
  })

  it('refuses to be given both a token and a key', () => {
    expect(() => createRewardsTravelClient({ baseUrl: 'http://travel.test', accessToken: 'rtm_a', apiKey: 'rtk_b' })).toThrow(/either/)
  })
})

describe('the sandbox and session calls through the client (issue 41, docs/decisions/163)', () => {
  it("types x-sim-scenario from the sandbox's registry: a scenario, its arguments, several at once; a misspelt name does not compile", () => {
    type ScenarioHeader = NonNullable<NonNullable<Parameters<RewardsTravelClient['lxp']['hotel']['offer']>[0]['headers']>['x-sim-scenario']>
    expectTypeOf<'sold-out' | 'slow:250' | 'hang' | 'unavailable' | 'unavailable:1:run-42' | 'rate-limited' | 'rate-limited:2' | 'clock:20261129T0641Z' | 'answer-lost' | 'supplier-error:E1001019' | 'clock:20261129T0641Z, sold-out'>().toExtend<ScenarioHeader>()
    expectTypeOf<'sold_out'>().not.toExtend<ScenarioHeader>()
    expectTypeOf<'slow:soon'>().not.toExtend<ScenarioHeader>()
    expectTypeOf<'supplier-error:E9999999'>().not.toExtend<ScenarioHeader>()
    expectTypeOf<ScenarioValue>().toExtend<ScenarioHeader>()
  })

  it('resets, sets the clock and makes a key through client.sandbox, the namespace sent on its calls and the lxp ones, never elsewhere', async () => {
    const { fetch, sent } = network([
      json(200, { reset: 'namespace', namespace: 'test-42' }),
      json(200, { now: '2027-03-13T14:00:00.000Z', fixed: true }),
      json(200, { suggestions: [] }),
      json(201, { id: '0b7e5a52-6f0e-4c8b-9d43-2f1a7c9e5b10', name: 'tests', key: 'rtk_x', rateLimit: { max: 600, window: 60 } }),
      json(200, { locale: 'en-US' }),
    ])
    const client = createRewardsTravelClient({ baseUrl: 'http://travel.test', apiKey: 'rtk_key', fetch, sandboxNamespace: 'test-42' })
    expect(await ok(client.sandbox.reset({}))).toEqual({ reset: 'namespace', namespace: 'test-42' })
    expect((await ok(client.sandbox.setClock({ body: { now: '2027-03-13T14:00:00Z' } }))).fixed).toBe(true)
    await ok(client.lxp.hotel.destinations({ query: { query: 'Paris' }, headers: { 'x-sim-scenario': 'slow:10' } }))
    await ok(client.sandbox.createApiKey({ body: { name: 'tests' } }))
    await client.messages.errorMessage({ params: { code: 'SOLD_OUT', locale: 'en-US' } })
    expect(sent.map((call) => [call.method, new URL(call.url).pathname, call.headers['x-sim-namespace']])).toEqual([
      ['POST', '/api/sandbox/reset', 'test-42'],
      ['PUT', '/api/sandbox/clock', 'test-42'],
      ['GET', '/api/lxp/hotel/destinations', 'test-42'],
      ['POST', '/api/sandbox/api-keys', 'test-42'],
      ['GET', expect.any(String), undefined],
    ])
    expect(sent[1]?.headers['content-type']).toBe('application/json')
  })

  it("signs a member in, keeps the session's cookie for the session calls only, sends this site's Origin on their writes, and forgets it when it expires", async () => {
    const signedIn = json(200, { userId: 'u1' }, {})
    signedIn.headers.append('set-cookie', 'rewards.session_token=abc.def; Path=/; HttpOnly; SameSite=Lax')
    const signedOut = json(200, { url: 'http://travel.test/auth/post-logout' })
    signedOut.headers.append('set-cookie', 'rewards.session_token=; Max-Age=0; Path=/')
    const { fetch, sent } = network([signedIn, json(200, { token: 'rtm_new' }), json(200, { suggestions: [] }), json(200, { csrfToken: 't' }), signedOut, json(200, [])])
    const client = createRewardsTravelClient({ baseUrl: 'http://travel.test/', apiKey: 'rtk_key', fetch })
    await ok(client.auth.signInMemberCredentials({ body: { username: 'gold', password: 'travel-demo' } }))
    await ok(client.auth.createAccessToken({ body: { name: 'my script', expiresInDays: 1 } }))
    await ok(client.lxp.hotel.destinations({ query: { query: 'Paris' } }))
    await ok(client.auth.csrf())
    await ok(client.auth.signOut({ body: { csrfToken: 't', json: 'true' } }))
    await client.auth.listAccessTokens()
    // The session forms' answers are typed, not never (their statuses once had string keys: docs/decisions/163).
    expectTypeOf<Awaited<ReturnType<RewardsTravelClient['auth']['signOut']>>['status']>().toEqualTypeOf<200 | 302 | 400 | 403 | 415 | 429>()
    const seen = sent.map((call) => ({ path: new URL(call.url).pathname, cookie: call.headers.cookie, origin: call.headers.origin, key: call.headers['x-api-key'] }))
    expect(seen).toEqual([
      { path: '/api/auth/sign-in/member-credentials', cookie: undefined, origin: 'http://travel.test', key: undefined },
      { path: '/api/auth/access-tokens/create', cookie: 'rewards.session_token=abc.def', origin: 'http://travel.test', key: undefined },
      { path: '/api/lxp/hotel/destinations', cookie: undefined, origin: undefined, key: 'rtk_key' },
      { path: '/api/auth/csrf', cookie: 'rewards.session_token=abc.def', origin: undefined, key: undefined },
      { path: '/api/auth/signout', cookie: 'rewards.session_token=abc.def', origin: 'http://travel.test', key: undefined },
      { path: '/api/auth/access-tokens/list', cookie: undefined, origin: undefined, key: undefined },
    ])
    expect(sent[4]?.headers['content-type']).toBe('application/x-www-form-urlencoded')
  })
})

/** A fake network on fake timers: each call answers its scripted outcome after `afterMs`, or never (`'hang'`), and notes when it started. */
function timedNetwork(outcomes: ({ afterMs: number; answer: () => Response } | 'hang')[]) {
  const startedAt: number[] = []
  const fetch = (_input: RequestInfo | URL, init?: RequestInit) => {
    startedAt.push(Date.now())
    const outcome = outcomes.shift()
    return new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error))
      if (outcome && outcome !== 'hang') setTimeout(() => resolve(outcome.answer()), outcome.afterMs)
    })
  }
  return { fetch: fetch as typeof globalThis.fetch, startedAt }
}

const unavailable = (headers: Record<string, string> = {}) => json(503, { errors: [{ code: 'SERVICE_UNAVAILABLE', category: 'SYSTEM', message: 'Try again.' }] }, headers)

describe('the retry policy and its deadline (docs/api/guides.md *Retries*)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('tries a read 3 times in all, 500 ms then 1000 ms apart when no Retry-After is given', async () => {
    const { fetch, startedAt } = timedNetwork([0, 0, 0].map((afterMs) => ({ afterMs, answer: () => unavailable() })))
    const client = createRewardsTravelClient({ baseUrl: 'http://travel.test', fetch })
    const answer = client.lxp.hotel.destinations({ query: { query: 'Paris' } })
    await vi.runAllTimersAsync()
    expect((await answer).status).toBe(503)
    expect(startedAt).toEqual([0, apiRetryPolicy.backoffMs(1), apiRetryPolicy.backoffMs(1) + apiRetryPolicy.backoffMs(2)])
    expect(startedAt).toEqual([0, 500, 1500])
  })

  it('answers a booking the server could not make within the deadline: no retry whose Retry-After would end past it', async () => {
    // The server's own retries take 11 s, then a 503 asks for 5 s more: past the 15 s deadline, so the caller hears now.
    const { fetch, startedAt } = timedNetwork([{ afterMs: apiRetryPolicy.serverRetryWithinMs, answer: () => unavailable({ 'retry-after': String(apiRetryPolicy.unavailableRetryAfterSeconds) }) }])
    const client = createRewardsTravelClient({ baseUrl: 'http://travel.test', fetch })
    const answer = ok(client.lxp.hotel.book({ body: booking, headers: { 'idempotency-key': newIdempotencyKey() } })).catch((error: unknown) => ({ failure: error, at: Date.now() }))
    await vi.runAllTimersAsync()
    const { failure, at } = (await answer) as { failure: RewardsTravelError; at: number }
    expect(startedAt).toEqual([0])
    expect(at).toBe(apiRetryPolicy.serverRetryWithinMs)
    expect(failure).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 })
  })

  it('retries a booking after a short Retry-After with the same key while the deadline allows', async () => {
    const { fetch, startedAt } = timedNetwork([
      { afterMs: 1_000, answer: () => unavailable({ 'retry-after': '2' }) },
      { afterMs: 1_000, answer: () => json(201, order) },
    ])
    const client = createRewardsTravelClient({ baseUrl: 'http://travel.test', fetch })
    const answer = ok(client.lxp.hotel.book({ body: booking, headers: { 'idempotency-key': newIdempotencyKey() } }))
    await vi.runAllTimersAsync()
    await expect(answer).resolves.toMatchObject(order)
    expect(startedAt).toEqual([0, 3_000])
  })

  it('abandons a try still running at the deadline with a RewardsTravelError TIMEOUT (the TimeoutError its cause), and tries no more', async () => {
    const { fetch, startedAt } = timedNetwork(['hang', 'hang'])
    const client = createRewardsTravelClient({ baseUrl: 'http://travel.test', fetch })
    const answer = ok(client.lxp.hotel.book({ body: booking, headers: { 'idempotency-key': newIdempotencyKey() } })).catch((error: unknown) => ({ failure: error, at: Date.now() }))
    await vi.runAllTimersAsync()
    const { failure, at } = (await answer) as { failure: RewardsTravelError; at: number }
    // Issue 41: partners catch one error type; the deadline's own error stays readable as the cause.
    expect(failure).toBeInstanceOf(RewardsTravelError)
    expect(failure).toMatchObject({ status: 0, code: 'TIMEOUT' })
    expect(failure.correlationId).toMatch(/^[A-Za-z0-9._:-]{8,128}$/)
    expect((failure.cause as Error).name).toBe('TimeoutError')
    expect(at).toBe(apiRetryPolicy.deadlineMs)
    expect(startedAt).toEqual([0])
  })

  it('reports a network that fails on every try as a RewardsTravelError NETWORK_ERROR, the failure its cause', async () => {
    const lost = new TypeError('fetch failed')
    const { fetch } = network([lost, lost, lost])
    const client = createRewardsTravelClient({ baseUrl: 'http://travel.test', fetch, retryDelay: () => 0 })
    const pending = ok(client.lxp.hotel.destinations({ query: { query: 'Paris' } })).catch((error: unknown) => error)
    await vi.runAllTimersAsync()
    const failure = await pending
    expect(failure).toBeInstanceOf(RewardsTravelError)
    expect(failure).toMatchObject({ status: 0, code: 'NETWORK_ERROR', cause: lost })
  })

  it('leaves a call the caller aborted with its own AbortError', async () => {
    const { fetch } = timedNetwork(['hang'])
    const client = createRewardsTravelClient({ baseUrl: 'http://travel.test', fetch })
    const stop = new AbortController()
    const answer = client.lxp.hotel.destinations({ query: { query: 'Paris' }, fetchOptions: { signal: stop.signal } }).catch((error: unknown) => error)
    stop.abort()
    await vi.runAllTimersAsync()
    expect(await answer).not.toBeInstanceOf(RewardsTravelError)
  })
})
