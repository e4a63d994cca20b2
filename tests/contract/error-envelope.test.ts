// One error envelope everywhere (issue 41, guide *Errors*): every refusal under /api, whichever layer
// answers it (the request wrapper, the API handler, the sandbox and the simulator behind it, the calendar
// file, the image, locale and collector routes), is JSON holding error objects with a code, a category
// and a message worded for people; a field error names its field; a status's generic refusal
// (HTTP_404, HTTP_405) has one wording; a 401 carries its challenge, a 405 its Allow, a 429 and a 503
// their Retry-After. The answers are walked here, on a sandbox, one request per kind of refusal (the
// calendar file's 401, which reads the guest cookie through the framework, in reservation-access.test.ts).
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiErrorObjectSchema, errorObjectsOf } from '@contracts/api/api-error'
import { lxpHeaders } from '@contracts/lxp/lxp-headers'
import { errorMessageFor } from '@contracts/messages/error-messages'
import type { DatabaseHandle } from '@server/db/database.server'
import { seed } from '@server/db/seed.server'
import { openTestDatabase } from '../fixtures/database'

let handle: DatabaseHandle
vi.mock('@server/db/db.server', () => ({ database: async () => handle.db }))

// Before the configuration is first read: this server is a sandbox.
vi.stubEnv('SANDBOX', 'on')
const { handleApiRequest } = await import('@server/bff/api-handler.server')
const { handleSandboxApiRequest } = await import('@server/bff/sandbox.server')
const { handleAppRequest } = await import('@server/http/app-request.server')
const { calendarForCaller } = await import('@server/calendar/calendar.server')
const { appRoutes } = await import('~/route-template')

const categories = ['VALIDATION', 'BUSINESS', 'SECURITY', 'SYSTEM', 'AVAILABILITY', 'NETWORK']
/** zod 4's own English, as its default messages begin. */
const zodDefault = /(Invalid input|Invalid option|Too small|Too big|Unrecognized key|expected \w+, received)/
const search = { destination: 'Paris', checkIn: '2027-03-12', checkOut: '2027-03-15', rooms: [{ adults: 2, childAges: [] }] }

type Answer = { name: string; status: number; headers: Headers; body: unknown; type: string | null }
let answers: Answer[] = []

function request(method: string, path: string, { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {}) {
  const text = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body)
  const made = new Request(`http://localhost${path}`, { method, headers: { ...(text === undefined ? {} : { 'content-type': 'application/json' }), ...headers }, body: text })
  Object.defineProperty(made, 'ip', { value: '127.0.0.1' })
  return made
}

/** What the app's routes do with a request the wrapper lets through. */
function route(incoming: Request) {
  const path = new URL(incoming.url).pathname
  if (path.startsWith('/api/sandbox/')) return handleSandboxApiRequest(incoming)
  const calendar = /^\/api\/calendar\/([^/]+)\/([^/]+)$/.exec(path)
  if (calendar) return calendarForCaller(incoming, calendar[1]!, calendar[2]!)
  return handleApiRequest(incoming)
}

async function answerOf(name: string, incoming: Request): Promise<Answer> {
  const response = await handleAppRequest(incoming, route, appRoutes)
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text) as unknown
  } catch {
    // Not JSON: kept as text, for the test to show.
  }
  return { name, status: response.status, headers: response.headers, type: response.headers.get('content-type'), body }
}

beforeAll(async () => {
  handle = await openTestDatabase()
  await seed(handle.db)
  const scenario = (value: string) => ({ [lxpHeaders.scenario]: value })
  const calls: [string, Request][] = [
    ['a path that names nothing', request('GET', '/api/nothing-here')],
    ['a method the site never answers', request('PROPFIND', '/api/openapi.json')],
    ["a method a file route's path does not take", request('PUT', '/api/calendar/hotel/H-7K2M9Q')],
    ["a method the contract's path does not take", request('GET', '/api/lxp/hotel/search')],
    ['a write from another site with the cookie', request('POST', '/api/lxp/hotel/search', { body: search, headers: { origin: 'https://elsewhere.example', cookie: 'a=b' } })],
    ['a field of the wrong type', request('POST', '/api/lxp/hotel/search', { body: { ...search, destination: 5, rooms: 'two' } })],
    ['a field the call does not take', request('POST', '/api/lxp/hotel/search', { body: { ...search, pagesize: 5 } })],
    ['a body that is not JSON', request('POST', '/api/lxp/hotel/search', { body: '{"destination":' })],
    ['a body without its content type', new Request('http://localhost/api/lxp/hotel/search', { method: 'POST', body: JSON.stringify(search) })],
    ['a member route without a member', request('GET', '/api/lxp/customer/profile')],
    ['an unknown API key', request('POST', '/api/lxp/hotel/search', { body: search, headers: { 'x-api-key': `rtk_${'x'.repeat(43)}` } })],
    ['an unknown hotel', request('GET', '/api/lxp/hotel/offers/no-such-hotel?checkIn=2027-03-12&checkOut=2027-03-15&rooms=1&adults=2')],
    ['a stay change quoted for an unknown reservation', request('POST', '/api/lxp/hotel/change/NO-SUCH-9/quote', { body: { checkIn: '2027-03-12', checkOut: '2027-03-15', adults: 2, email: 'jordan@example.com' } })],
    ['an unknown scenario', request('POST', '/api/lxp/hotel/search', { body: search, headers: scenario('no-such-scenario') })],
    ['a scenario the call cannot take', request('POST', '/api/lxp/hotel/search', { body: search, headers: scenario('price-change') })],
    ['an outage', request('POST', '/api/lxp/hotel/search', { body: search, headers: scenario('unavailable') })],
    ['a rate limit', request('POST', '/api/lxp/hotel/search', { body: search, headers: scenario('rate-limited') })],
    ['a sandbox clock it cannot read', request('PUT', '/api/sandbox/clock', { body: { now: 'tomorrow' } })],
    ['a sandbox clock in the year 9999', request('PUT', '/api/sandbox/clock', { body: { now: '9999-12-31T23:59:59Z' } })],
    ['a sandbox clock in the year 1', request('PUT', '/api/sandbox/clock', { body: { now: '0001-01-01T00:00:00Z' } })],
    ['a sandbox clock on 30 February', request('PUT', '/api/sandbox/clock', { body: { now: '2026-02-30T00:00:00Z' } })],
    ['a clock scenario in the year 9999', request('POST', '/api/lxp/hotel/search', { body: search, headers: scenario('clock:99991231T2359Z') })],
    ['a clock scenario in the year 999', request('POST', '/api/lxp/hotel/search', { body: search, headers: scenario('clock:09991231T0000Z') })],
    ['a clock scenario on 30 February', request('POST', '/api/lxp/hotel/search', { body: search, headers: scenario('clock:20260230T0000Z') })],
    ['a sandbox clock that is not JSON', request('PUT', '/api/sandbox/clock', { body: 'tomorrow' })],
    ["a method the simulator's sandbox call does not take", request('POST', '/api/sandbox/clock', { body: {} })],
    ['a sandbox key without a name', request('POST', '/api/sandbox/api-keys', { body: { name: '' } })],
    ['a method the sandbox key call does not take', request('GET', '/api/sandbox/api-keys')],
    ['a calendar file asked with an email', request('GET', '/api/calendar/hotel/H-7K2M9Q?email=jordan@example.com')],
    ['a calendar file of a type there is none of', request('GET', '/api/calendar/boat/H-7K2M9Q')],
    ['a booking with a 5-digit security code', request('POST', '/api/lxp/hotel/book', { body: { payment: { mode: 0, card: { cardNumber: '4111 1111 1111 1111', cardCVV: '12345', cardExpDate: '12/30' } } } })],
    ['an outage on a booking', request('POST', '/api/lxp/hotel/book', { body: {}, headers: scenario('unavailable') })],
  ]
  answers = []
  for (const [name, incoming] of calls) answers.push(await answerOf(name, incoming))
}, 120_000)
afterAll(async () => {
  await handle.close()
})

describe('every refusal under /api (issue 41)', () => {
  it('is a 4xx or 5xx answered as JSON in an envelope of error objects with code, category and message', () => {
    for (const answer of answers) {
      expect(answer.status, answer.name).toBeGreaterThanOrEqual(400)
      expect(answer.type, answer.name).toContain('application/json')
      const found = errorObjectsOf(answer.body)
      expect(found, `${answer.name}: ${JSON.stringify(answer.body)}`).toBeDefined()
      for (const error of found!.errors) {
        expect(ApiErrorObjectSchema.safeParse(error).success, `${answer.name}: ${JSON.stringify(error)}`).toBe(true)
        expect(categories, `${answer.name}: ${JSON.stringify(error)}`).toContain(error.category)
        expect(error.message, answer.name).not.toMatch(zodDefault)
      }
    }
  })

  it('names the field of every field error', () => {
    for (const answer of answers) {
      for (const error of errorObjectsOf(answer.body)!.errors) {
        if (['VALIDATION_ERROR', 'MALFORMED_JSON', 'UNKNOWN_SCENARIO', 'SCENARIO_NOT_APPLICABLE'].includes(error.code)) expect(error.field, `${answer.name}: ${JSON.stringify(error)}`).toMatch(/^(body|query|params|headers|path)\b/)
      }
    }
    const clock = answers.find((answer) => answer.name === 'a sandbox clock it cannot read')!
    expect(errorObjectsOf(clock.body)!.errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.now' })
  })

  it('refuses a clock outside the years 2000 to 2099 or on no calendar, naming the field, never a 500 later (issue 41)', () => {
    for (const answer of answers.filter((each) => / clock (in the year|on 30)/.test(each.name))) {
      expect(answer.status, answer.name).toBe(400)
      const [error] = errorObjectsOf(answer.body)!.errors
      expect(error, answer.name).toMatchObject({ category: 'VALIDATION', field: answer.name.startsWith('a sandbox clock') ? 'body.now' : 'headers.x-sim-scenario' })
      expect(error!.message, answer.name).toContain('2000 to 2099')
      expect(error!.message, answer.name).not.toContain('Invalid Date')
    }
  })

  it('refuses Origin: null as the guide says, and takes a cookie call without Origin outside /api/auth as it says (issue 41)', async () => {
    // The site's check, which answers 403 CROSS_SITE_REQUEST before any route, the sign-in's included.
    const { crossSiteRefusal } = await import('@server/http/cross-site')
    expect(crossSiteRefusal(request('POST', '/api/auth/sign-in/member-credentials', { body: {}, headers: { origin: 'null' } }))).toBeDefined()
    expect(crossSiteRefusal(request('POST', '/api/lxp/hotel/book', { body: {}, headers: { cookie: 'a=b' } }))).toBeUndefined()
    const guide = readFileSync('docs/api/guides.md', 'utf8')
    expect(guide).toContain('one from another origin, or with `Origin: null`, is refused with `403 CROSS_SITE_REQUEST`')
    expect(guide).toContain('Outside `/api/auth`, a call with the cookie and no `Origin` at all is taken')
    expect(readFileSync('docs/integrators.md', 'utf8')).toContain('outside `/api/auth` a cookie call without `Origin` is taken')
  })

  it("answers a change's 404 in errors[], as its document says, keeping modifyErrors for its 409 and 422 (issue 41)", () => {
    const unknown = answers.find((answer) => answer.name === 'a stay change quoted for an unknown reservation')!
    expect(unknown.status).toBe(404)
    expect(errorObjectsOf(unknown.body)!.wrapper).toBe('errors')
  })

  it('gives each code one category, whichever layer answers it: NOT_FOUND is BUSINESS, HTTP_404 VALIDATION (issue 41)', async () => {
    const { NotFoundError } = await import('@server/http/errors')
    const seen = new Map<string, Set<string>>()
    const objects = [...answers.flatMap((answer) => errorObjectsOf(answer.body)!.errors), ...new NotFoundError('We could not find this reservation.').errors]
    for (const error of objects) seen.set(error.code, new Set([...(seen.get(error.code) ?? []), String(error.category)]))
    for (const [code, found] of seen) expect([...found], code).toHaveLength(1)
    expect([...seen.get('NOT_FOUND')!]).toEqual(['BUSINESS'])
    expect([...seen.get('HTTP_404')!]).toEqual(['VALIDATION'])
  })

  it('words the refusal of a path and of a method one way, whichever layer answers it', () => {
    const worded = (code: string) => new Set(answers.flatMap((answer) => errorObjectsOf(answer.body)!.errors.filter((error) => error.code === code).map((error) => error.message)))
    expect([...worded('HTTP_404')]).toEqual([errorMessageFor('HTTP_404', 'en-US')])
    expect([...worded('HTTP_405')]).toEqual([errorMessageFor('HTTP_405', 'en-US')])
    expect(answers.filter((answer) => answer.status === 405).length).toBeGreaterThanOrEqual(5)
  })

  it('gives one error per field, however many of its rules it breaks: a 5-digit CVV is told once (issue 41)', () => {
    const refused = errorObjectsOf(answers.find((answer) => answer.name === 'a booking with a 5-digit security code')!.body)!.errors
    expect(refused.filter((error) => error.field === 'body.payment.card.cardCVV')).toEqual([expect.objectContaining({ message: 'body.payment.card.cardCVV: Enter the 3 or 4 digit security code.' })])
    const fields = refused.map((error) => error.field)
    expect(new Set(fields).size).toBe(fields.length)
  })

  it("answers an outage and a rate limit in errors[], as the guide's Errors table says, and names the request in an outage's transactionStatus (issue 41)", () => {
    for (const name of ['an outage', 'a rate limit']) expect(errorObjectsOf(answers.find((answer) => answer.name === name)!.body)!.wrapper, name).toBe('errors')
    const outage = answers.find((answer) => answer.name === 'an outage')!
    expect(errorObjectsOf(outage.body)!.errors[0]).toMatchObject({ code: 'SERVICE_UNAVAILABLE', transactionStatus: outage.headers.get('x-correlation-id') })
    const guide = readFileSync('docs/api/guides.md', 'utf8')
    expect(guide).toContain('a limit or an outage (`rate-limited`, `unavailable`, `answer-lost`) travels in `errors[]` on every operation')
    expect(guide).toContain('a `500` or `503` has `transactionStatus`')
    // A booking's malformed request is refused before its scenario: no 503 for a contract test to pass on.
    expect(answers.find((answer) => answer.name === 'an outage on a booking')!.status).toBe(400)
  })

  it('answers HEAD on a GET route as its GET, without the body (issue 41)', async () => {
    for (const path of ['/api/lxp/hotel/destinations?query=par&limit=3', '/api/site/config', '/api/sandbox/clock']) {
      const [get, head] = [await answerOf(path, request('GET', path)), await answerOf(path, request('HEAD', path))]
      expect(get.status, path).toBe(200)
      expect(head, path).toMatchObject({ status: 200, type: get.type, body: '' })
    }
    const refused = await answerOf('HEAD on a POST route', request('HEAD', '/api/lxp/hotel/search'))
    expect(refused.status).toBe(405)
    expect(refused.headers.get('allow')).toBe('POST')
  })

  it('sends the headers its status calls for', () => {
    for (const answer of answers) {
      if (answer.status === 401) expect(answer.headers.get('www-authenticate'), answer.name).toMatch(/^Bearer realm="Rewards Travel API"/)
      if (answer.status === 405) expect(answer.headers.get('allow'), answer.name).toMatch(/^[A-Z]+(, [A-Z]+)*$/)
      if (answer.status === 429 || answer.status === 503) expect(answer.headers.get('retry-after'), answer.name).toMatch(/^\d+$/)
    }
    expect(answers.map((answer) => answer.status)).toEqual(expect.arrayContaining([400, 401, 403, 404, 405, 415, 429, 503]))
  })
})
