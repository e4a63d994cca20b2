// A sandbox under the test writer's hand (issue 41, docs/mock-upstream.md, guide *Scenarios*), through
// the app's HTTP API as a partner's test suite reaches it (SANDBOX=on here): a reset that frees what
// bookings took and starts the scenario counts again, namespaces that keep tests apart, a clock set over
// HTTP, several scenarios in one header, and the new ones: a declined card, 429 with Retry-After, and a
// booking whose answer is lost, which the typed client (packages/client) retries into the booking.
// §D7.17 (test hooks only in a sandbox), §D6.4 (a retry with the same idempotency key never books twice).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiErrorsSchema, BookErrorsSchema } from '@contracts/api/api-error'
import { lxpHeaders } from '@contracts/lxp/lxp-headers'
import type { DatabaseHandle } from '@server/db/database.server'
import { seed } from '@server/db/seed.server'
import { openTestDatabase } from '../fixtures/database'
import { visaCard } from '../fixtures/lxp-http'

let handle: DatabaseHandle
vi.mock('@server/db/db.server', () => ({ database: async () => handle.db }))

// Before the configuration is first read: this server is a sandbox.
vi.stubEnv('SANDBOX', 'on')
vi.stubEnv('API_CORS_ORIGINS', 'https://app.partner.example')
const { handleApiRequest } = await import('@server/bff/api-handler.server')
const { handleSandboxApiRequest } = await import('@server/bff/sandbox.server')
const { createApiCredential } = await import('@server/integrators/api-credentials.server')
const { createRewardsTravelClient, newIdempotencyKey, ok } = await import('../../packages/client/src/index')

const stay = { checkIn: '2027-03-12', checkOut: '2027-03-15', rooms: 1, adults: 2 }
const traveler = { firstName: 'Jordan', lastName: 'Sandbox', email: 'jordan.sandbox@example.com', phone: '+1 202 555 0143' }
const destinations = '/api/lxp/hotel/destinations?query=par&limit=3'

async function api(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  const request = new Request(`http://localhost${path}`, { method, headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers }, body: body === undefined ? undefined : JSON.stringify(body) })
  const response = await (path.startsWith('/api/sandbox/') ? handleSandboxApiRequest(request) : handleApiRequest(request))
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> }
}

const scenario = (value: string, namespace?: string) => ({ [lxpHeaders.scenario]: value, ...(namespace ? { [lxpHeaders.sandboxNamespace]: namespace } : {}) })
const firstError = (body: unknown) => ApiErrorsSchema.parse(body).errors[0]

let client: ReturnType<typeof createRewardsTravelClient>
let selection: { hotelId: string; roomTypeId: string; rateId: string }

/** Rooms left of the chosen room and rate, as the hotel's offer says. */
async function roomsLeft() {
  const offer = await ok(client.lxp.hotel.offer({ params: { hotelId: selection.hotelId }, query: stay }))
  return offer.rooms.find((room) => room.id === selection.roomTypeId)!.roomsLeft
}

async function bookRequest() {
  const quote = await ok(client.lxp.hotel.quote({ body: { ...selection, ...stay } }))
  return { ...selection, ...stay, traveler, payment: { mode: 0 as const, points: 0, card: visaCard('Jordan', 'Sandbox') }, acceptTerms: true as const, expectedDueNow: quote.price.dueNow }
}

beforeAll(async () => {
  handle = await openTestDatabase()
  await seed(handle.db)
  // A partner's test suite: its API key (so a retry is the same caller), the client of packages/client on this server.
  const { secret } = await createApiCredential(handle.db, { kind: 'partner-key', name: 'Sandbox tests' })
  client = createRewardsTravelClient({ baseUrl: 'http://localhost', apiKey: secret, fetch: (input, init) => handleApiRequest(new Request(input, init)) })
  const found = await ok(client.lxp.hotel.search({ body: { destination: 'Paris', checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: [{ adults: 2, childAges: [] }] } }))
  for (const hotel of found.items) {
    const offer = await ok(client.lxp.hotel.offer({ params: { hotelId: hotel.id }, query: stay }))
    const room = offer.rooms.find((each) => each.rates.some((rate) => rate.payment === 'PAY_NOW'))
    const rate = room?.rates.find((each) => each.payment === 'PAY_NOW')
    if (room && rate) {
      selection = { hotelId: hotel.id, roomTypeId: room.id, rateId: rate.id }
      break
    }
  }
  expect(selection).toBeDefined()
})
afterAll(async () => {
  await handle.close()
})

describe('a sandbox reset (POST /api/sandbox/reset)', () => {
  it('frees what bookings took, and starts the scenario counts again', async () => {
    await api('POST', '/api/sandbox/reset')
    const before = await roomsLeft()
    await ok(client.lxp.hotel.book({ headers: { 'idempotency-key': newIdempotencyKey() }, body: await bookRequest() }))
    expect(await roomsLeft()).toBe(before - 1)
    // The server does not retry a call with a scenario: the caller's first call meets the 503, its second gets through.
    expect((await api('GET', destinations, scenario('unavailable:1:reset'))).status).toBe(503)
    expect((await api('GET', destinations, scenario('unavailable:1:reset'))).status).toBe(200)

    const reset = await api('POST', '/api/sandbox/reset')
    expect(reset).toMatchObject({ status: 200, body: { reset: 'everything' } })
    expect(await roomsLeft()).toBe(before)
    expect((await api('GET', destinations, scenario('unavailable:1:reset'))).status).toBe(503)
  })

  it('keeps the counts of one namespace apart, and resets only that one', async () => {
    expect((await api('GET', destinations, scenario('unavailable:1:shared', 'test-a'))).status).toBe(503)
    expect((await api('GET', destinations, scenario('unavailable:1:shared', 'test-a'))).status).toBe(200)
    // Another test's namespace has its own count of the same value.
    expect((await api('GET', destinations, scenario('unavailable:1:shared', 'test-b'))).status).toBe(503)
    expect(await api('POST', '/api/sandbox/reset', { [lxpHeaders.sandboxNamespace]: 'test-a' })).toMatchObject({ status: 200, body: { reset: 'namespace', namespace: 'test-a' } })
    expect((await api('GET', destinations, scenario('unavailable:1:shared', 'test-a'))).status).toBe(503)
    expect((await api('GET', destinations, scenario('unavailable:1:shared', 'test-b'))).status).toBe(200)
  })
})

describe('the sandbox clock (/api/sandbox/clock)', () => {
  const later = { destination: 'Honolulu', checkIn: '2029-06-01', checkOut: '2029-06-02', rooms: [{ adults: 2, childAges: [] }] }

  it('runs calls at the instant set, until it is freed or the sandbox reset; a call’s own clock scenario wins', async () => {
    expect(await api('PUT', '/api/sandbox/clock', {}, { now: '2030-01-01T12:00:00Z' })).toMatchObject({ status: 200, body: { now: '2030-01-01T12:00:00.000Z', fixed: true } })
    const passed = await api('POST', '/api/lxp/hotel/search', {}, later)
    expect(passed.status).toBe(422)
    expect((await api('POST', '/api/lxp/hotel/search', scenario('clock:20290501T0000Z'), later)).status).toBe(200)
    expect(await api('GET', '/api/sandbox/clock')).toMatchObject({ body: { fixed: true } })
    await api('POST', '/api/sandbox/reset')
    expect(await api('GET', '/api/sandbox/clock')).toMatchObject({ status: 200, body: { fixed: false } })
  })

  it('refuses a field it does not take, naming it, as every other call does (issue 41)', async () => {
    const extra = await api('PUT', '/api/sandbox/clock', {}, { now: '2030-01-01T12:00:00Z', timezone: 'UTC' })
    expect(extra.status).toBe(400)
    expect(ApiErrorsSchema.parse(extra.body).errors).toEqual([expect.objectContaining({ code: 'VALIDATION_ERROR', field: 'body.timezone' })])
    const reset = await api('POST', '/api/sandbox/reset?everything=yes', {}, { namespace: 'test-a' })
    expect(reset.status).toBe(400)
    expect(ApiErrorsSchema.parse(reset.body).errors.map((error) => error.field)).toEqual(['query.everything', 'body.namespace'])
    expect(await api('GET', '/api/sandbox/clock')).toMatchObject({ status: 200, body: { fixed: false } })
  })

  it('refuses an instant it cannot read, and a method the call does not take', async () => {
    const bad = await api('PUT', '/api/sandbox/clock', {}, { now: 'tomorrow' })
    expect(bad.status).toBe(400)
    expect(firstError(bad.body)?.code).toBe('VALIDATION_ERROR')
    const wrong = await api('POST', '/api/sandbox/clock', {}, {})
    expect(wrong.status).toBe(405)
    expect(wrong.headers.get('allow')).toBe('GET, PUT, DELETE')
  })
})

describe("the typed client's sandbox calls (client.sandbox, sandboxNamespace; docs/decisions/163)", () => {
  /** A test's client on this machine: the sandbox's calls and the API's, each to its handler. */
  function testClient(sandboxNamespace?: string, apiKey?: string) {
    const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      Object.defineProperty(request, 'ip', { value: '127.0.0.1' })
      return new URL(request.url).pathname.startsWith('/api/sandbox/') ? handleSandboxApiRequest(request) : handleApiRequest(request)
    }
    return createRewardsTravelClient({ baseUrl: 'http://localhost', fetch, sandboxNamespace, apiKey })
  }
  // A stay the real clock sells, in the past of the clock one test sets.
  const later = { destination: 'Paris', checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: [{ adults: 2, childAges: [] }] }

  it('makes a key, and keeps two parallel tests’ clocks apart: each set, read and reset in its own namespace', async () => {
    const { key } = await ok(testClient().sandbox.createApiKey({ body: { name: 'Parallel tests' } }))
    const [first, second] = [testClient('clock-a', key), testClient('clock-b', key)]
    expect(await ok(first.sandbox.setClock({ body: { now: '2027-06-01T12:00:00Z' } }))).toEqual({ now: '2027-06-01T12:00:00.000Z', fixed: true })
    expect((await first.lxp.hotel.search({ body: later })).status).toBe(422)
    expect((await second.lxp.hotel.search({ body: later })).status).toBe(200)
    expect((await ok(second.sandbox.clock({}))).fixed).toBe(false)
    expect(await ok(second.sandbox.setClock({ body: { now: '2027-01-01T00:00:00Z' } }))).toMatchObject({ fixed: true })
    expect(await ok(first.sandbox.reset({}))).toEqual({ reset: 'namespace', namespace: 'clock-a' })
    expect((await first.lxp.hotel.search({ body: later })).status).toBe(200)
    expect((await ok(second.sandbox.clock({}))).now).toBe('2027-01-01T00:00:00.000Z')
    await ok(second.sandbox.freeClock({}))
    expect((await ok(second.sandbox.clock({}))).fixed).toBe(false)
  })
})

describe('a partner API key made on the running sandbox (POST /api/sandbox/api-keys, issue 41)', () => {
  /** The call from a client at `address`: the key is for callers on the sandbox's own machine. */
  async function createKey(body: unknown, address = '127.0.0.1', method = 'POST') {
    const request = new Request('http://localhost/api/sandbox/api-keys', { method, headers: { 'content-type': 'application/json' }, body: method === 'GET' ? undefined : JSON.stringify(body) })
    Object.defineProperty(request, 'ip', { value: address })
    const response = await handleSandboxApiRequest(request)
    return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> }
  }

  it('answers a key shown once, as the document says, that the API takes at once', async () => {
    const created = await createKey({ name: 'Booking sync tests' }, '::ffff:127.0.0.1')
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const { SandboxApiKeySchema } = await import('@contracts/sandbox/sandbox.contract')
    const key = SandboxApiKeySchema.parse(created.body)
    expect(key).toMatchObject({ name: 'Booking sync tests', rateLimit: { max: 600, window: 60 } })
    const search = await api('GET', destinations, { 'x-api-key': key.key })
    expect(search.status).toBe(200)
    expect(search.headers.get('ratelimit-policy')).toBe('"api-credential";q=600;w=60')
  })

  it('refuses a name it cannot take and a field it does not, naming them, and a method it does not take', async () => {
    const empty = await createKey({ name: ' ' })
    expect(empty.status).toBe(400)
    expect(ApiErrorsSchema.parse(empty.body).errors).toEqual([{ code: 'VALIDATION_ERROR', category: 'VALIDATION', field: 'body.name', message: 'body.name: give the key a name' }])
    const extra = await createKey({ name: 'Suite', limit: '10/60' })
    expect(ApiErrorsSchema.parse(extra.body).errors).toEqual([expect.objectContaining({ code: 'VALIDATION_ERROR', field: 'body.limit' })])
    const wrong = await createKey(undefined, '127.0.0.1', 'GET')
    expect(wrong.status).toBe(405)
    expect(wrong.headers.get('allow')).toBe('POST')
  })

  it('does not exist for a caller on another machine', async () => {
    const remote = await createKey({ name: 'From afar' }, '203.0.113.9')
    expect(remote.status).toBe(404)
    expect(firstError(remote.body)?.code).toBe('HTTP_404')
  })
})

describe('scenarios through the API', () => {
  it('takes several in one header, one of each kind, and refuses two of one kind', async () => {
    const sanctioned = await api('GET', destinations, scenario('clock:20261129T0641Z, supplier-error:E0000023'))
    expect(sanctioned.status).toBe(422)
    expect(firstError(sanctioned.body)?.code).toBe('E0000023')
    const twice = await api('GET', destinations, scenario('sold-out, price-change'))
    expect(twice.status).toBe(400)
    expect(firstError(twice.body)).toMatchObject({ code: 'UNKNOWN_SCENARIO', field: `headers.${lxpHeaders.scenario}` })
  })

  it('refuses a value past its limit, and a header too long, naming it, rather than cutting it (issue 41)', async () => {
    const slow = await api('GET', destinations, scenario('slow:10001'))
    expect(slow.status).toBe(400)
    expect(firstError(slow.body)).toMatchObject({ code: 'UNKNOWN_SCENARIO', field: `headers.${lxpHeaders.scenario}`, message: expect.stringContaining('at most 10000 milliseconds') })
    const longNamespace = 'n'.repeat(101)
    for (const path of [destinations, '/api/sandbox/clock']) {
      const refused = await api('GET', path, scenario('slow:0', longNamespace))
      expect(refused.status, path).toBe(400)
      expect(firstError(refused.body), path).toMatchObject({ code: 'VALIDATION_ERROR', field: `headers.${lxpHeaders.sandboxNamespace}`, message: expect.stringContaining('at most 100 characters') })
    }
    expect((await api('GET', destinations, scenario('slow:0', 'n'.repeat(100)))).status).toBe(200)
  })

  it('refuses one the operation cannot take, naming it', async () => {
    const answer = await api('POST', '/api/lxp/hotel/search', scenario('price-change'), { destination: 'Paris', checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: [{ adults: 2, childAges: [] }] })
    expect(answer.status).toBe(400)
    expect(firstError(answer.body)).toMatchObject({ code: 'SCENARIO_NOT_APPLICABLE', message: expect.stringContaining('"price-change"') })
  })

  it('declines the card of a booking, in bookErrors', async () => {
    const answer = await api('POST', '/api/lxp/hotel/book', { ...scenario('payment-declined'), 'idempotency-key': newIdempotencyKey() }, await bookRequest())
    expect(answer.status).toBe(422)
    expect(BookErrorsSchema.parse(answer.body).bookErrors[0]?.code).toBe('CARD_DECLINED')
  })

  it("answers a browser's preflight of the sandbox routes as the API's, 204 for a configured origin, and lets its script read the answer (issue 41)", async () => {
    const origin = 'https://app.partner.example'
    const preflight = await handleSandboxApiRequest(new Request('http://localhost/api/sandbox/reset', { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-sim-namespace' } }))
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin)
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-sim-namespace')
    const reset = await handleSandboxApiRequest(new Request('http://localhost/api/sandbox/reset', { method: 'POST', headers: { origin, 'x-sim-namespace': 'cors-test' } }))
    expect(reset.status).toBeLessThan(300)
    expect(reset.headers.get('access-control-allow-origin')).toBe(origin)
  })

  it('answers 429 with Retry-After when rate-limited', async () => {
    const answer = await api('GET', destinations, scenario('rate-limited'))
    expect(answer.status).toBe(429)
    expect(firstError(answer.body)?.code).toBe('TOO_MANY_REQUESTS')
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
    // With an API key too, the 429 names the limit it reached, the platform's, with r=0, not the key's own count (issue 41).
    const { secret } = await createApiCredential(handle.db, { kind: 'partner-key', name: 'Rate-limited scenario' })
    const withKey = await api('GET', destinations, { ...scenario('rate-limited'), 'x-api-key': secret })
    expect(withKey.status).toBe(429)
    expect(withKey.headers.get('ratelimit-policy')).toBe('"upstream";q=1;w=1')
    expect(withKey.headers.get('ratelimit')).toBe('"upstream";r=0;t=1')
  })

  it('takes the sandbox headers in the typed client’s own headers, beside a route’s idempotency key, with no untyped escape (issue 41)', async () => {
    const soldOut = await client.lxp.hotel.offer({ params: { hotelId: selection.hotelId }, query: stay, headers: { 'x-sim-scenario': 'sold-out', 'x-sim-namespace': 'typed-headers' } })
    expect(soldOut.status).toBe(422)
    expect(firstError(soldOut.body)?.code).toBe('SOLD_OUT')
    const declined = await client.lxp.hotel.book({ headers: { 'idempotency-key': newIdempotencyKey(), 'x-sim-scenario': 'payment-declined' }, body: await bookRequest() })
    expect(declined.status).toBe(422)
    expect(JSON.stringify(declined.body)).toContain('CARD_DECLINED')
    // A misspelt header is a compile error, not a scenario silently not sent.
    // @ts-expect-error: 'x-sim-scenarios' is no header of the sandbox
    const misspelt = client.lxp.hotel.offer({ params: { hotelId: selection.hotelId }, query: stay, headers: { 'x-sim-scenarios': 'sold-out' } })
    expect((await misspelt).status).toBe(200)
  })

  it('books when the answer is lost, and the client’s retry with the same idempotency key returns that booking', async () => {
    const request = await bookRequest()
    const key = newIdempotencyKey()
    // Without the client's retry: the booking is made, and the caller hears a 503.
    const lost = await api('POST', '/api/lxp/hotel/book', { ...scenario('answer-lost'), 'idempotency-key': key }, request)
    expect(lost.status).toBe(503)
    expect(lost.headers.get('retry-after')).toBe('1')

    // The typed client retries a booking that carries its key, and gets the booking made the first time.
    const retried = await client.lxp.hotel.book({ headers: { 'idempotency-key': key, 'x-sim-scenario': 'answer-lost' }, body: request })
    expect(retried.status).toBe(201)
    expect(retried.headers.get('idempotent-replayed')).toBe('true')

    const fresh = await client.lxp.hotel.book({ headers: { 'idempotency-key': newIdempotencyKey(), 'x-sim-scenario': 'answer-lost' }, body: await bookRequest() })
    expect(fresh.status).toBe(201)
    expect(fresh.headers.get('idempotent-replayed')).toBe('true')
  })
})
