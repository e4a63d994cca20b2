// The production build as the README serves it (`npm start`: no NODE_ENV, no AUTH_SECRET, no
// DEV_TOOLS), probed as an attacker with curl would: docs/security.md names the requirement each case
// proves (ASVS 5.0 V13 configuration, V16 error handling, V8 authorization of developer tools, the
// open-redirect rule of §R2 callbackUrl).
import { randomUUID } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { openDatabase } from '@server/db/database.server'
import { demoPassword } from '@server/auth/provider/demo-members'
import { seed } from '@server/db/seed.server'
import { carCard } from '../fixtures/car-booking'
import { assertBuilt, callServerFunction, runToExit, serverFixtures, startServer, stopServer, type Started } from '../fixtures/production-server'

assertBuilt()
const fixtures = serverFixtures()
afterAll(() => fixtures.cleanUp())

// Every way a browser can be talked into leaving the site through a redirect we answer.
const offSiteTargets = [
  'https://evil.example/',
  '//evil.example/',
  '/\t/evil.example',
  '/%09/evil.example',
  '/\r\n/evil.example',
  '%0d%0a//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/%5Cevil.example',
  '/%2F/evil.example',
  '%2F%2Fevil.example',
  'https:%2F%2Fevil.example',
  'javascript:alert(1)',
  'http://127.0.0.1.evil.example/',
  'https://user@evil.example/',
]

/** The Location of a redirect, read as the browser reads it. */
function landing(response: Response, base: string) {
  const location = response.headers.get('location')
  expect(location, 'a redirect').toBeTruthy()
  return new URL(location!, base)
}

describe('the README build, as served to everyone', () => {
  let server: Started
  beforeAll(async () => {
    const { env } = await fixtures.serverDatabase()
    server = await startServer(env)
  })
  afterAll(() => stopServer(server))

  it('runs as production with the developer tools off, and warns about a generated secret', () => {
    expect(server.output()).toMatch(/"environment":"production","devTools":false/)
    if (!process.env.TEST_DATABASE_URL) expect(server.output()).toContain('AUTH_SECRET is not set')
  })

  it.each(['/dev/flags', '/dev/events', '/dev/gallery'])('answers %s with 404', async (path) => {
    expect((await fetch(`${server.url}${path}`)).status).toBe(404)
  })

  it.each(['listEditableFlags', 'listAnalyticsEvents'])('refuses the developer server function %s', async (name) => {
    const response = await callServerFunction(server, name)
    const body = await response.text()
    expect(body).not.toContain('uber-marketing-banner')
    expect(body).not.toContain('sessionId')
  })

  it.each(['/.git/config', '/.env', '/package.json', '/server/config/env.ts', '/assets/', '/.data/auth-secret'])('serves no source, secret or listing at %s', async (path) => {
    const response = await fetch(`${server.url}${path}`)
    expect(response.status).toBe(404)
  })

  it('does not echo a TRACE request', async () => {
    // fetch refuses TRACE itself: the raw request goes through node:http.
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${server.url}/`, { method: 'TRACE', headers: { 'x-probe': 'echo-me' } }, (response) => {
        let body = ''
        response.on('data', (chunk) => (body += chunk))
        response.on('end', () => {
          expect(body).not.toContain('echo-me')
          resolve(response.statusCode ?? 0)
        })
      })
      request.on('error', reject)
      request.end()
    })
    expect(status).toBeGreaterThanOrEqual(400)
  })

  it('does not open draft mode with the development secret', async () => {
    expect((await fetch(`${server.url}/api/draft?secret=preview-drafts&redirect=/`, { redirect: 'manual' })).status).toBe(401)
  })

  it.each(offSiteTargets)('keeps /api/disable-draft?redirect=%j on the site', async (target) => {
    const response = await fetch(`${server.url}/api/disable-draft?redirect=${encodeURIComponent(target)}`, { redirect: 'manual' })
    expect(landing(response, server.url).origin).toBe(new URL(server.url).origin)
  })

  it.each(offSiteTargets)('keeps /api/disable-draft?redirect= raw %j on the site', async (target) => {
    const response = await fetch(`${server.url}/api/disable-draft?redirect=${target.replace(/[\t\r\n]/g, encodeURIComponent)}`, { redirect: 'manual' })
    expect(landing(response, server.url).origin).toBe(new URL(server.url).origin)
  })

  it('clears the draft cookie only for a visitor in draft mode', async () => {
    const response = await fetch(`${server.url}/api/disable-draft?redirect=/flights/`, { redirect: 'manual' })
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(landing(response, server.url).pathname).toBe('/flights/')
  })

  it.each(offSiteTargets)('keeps the sign-out return %j on the site', async (target) => {
    const response = await fetch(`${server.url}/api/auth/logout?callbackUrl=${encodeURIComponent(target)}`, { redirect: 'manual' })
    expect(landing(response, server.url).origin).toBe(new URL(server.url).origin)
  })

  it.each(offSiteTargets)('keeps the sign-in return %j on the site', async (target) => {
    const response = await fetch(`${server.url}/auth/sign-in?provider=credentials&callbackUrl=${encodeURIComponent(target)}`, { redirect: 'manual' })
    const next = landing(response, server.url)
    expect(next.origin).toBe(new URL(server.url).origin)
    expect(new URL(next.searchParams.get('callbackUrl') ?? '/', server.url).origin).toBe(new URL(server.url).origin)
  })
})

describe("a member's booking, probed through the README build", () => {
  let server: Started
  let reservationId: string
  let goldEmail: string
  const cookies: Record<string, string> = {}
  const isoDay = (daysFromNow: number) => new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10)
  const lxp = (method: string, path: string, { body, cookie, headers = {} }: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {}) =>
    fetch(`${server.url}/api/lxp${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: server.url, ...(cookie ? { cookie } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    })

  async function signIn(username: string) {
    const response = await fetch(`${server.url}/api/auth/sign-in/member-credentials`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ username, password: demoPassword }),
    })
    expect(response.status).toBe(200)
    return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ')
  }

  beforeAll(async () => {
    const { env } = await fixtures.serverDatabase()
    server = await startServer(env)
    cookies.gold = await signIn('gold')
    cookies.platinum = await signIn('platinum')
    goldEmail = (await (await fetch(`${server.url}/api/auth/get-session`, { headers: { cookie: cookies.gold } })).json()).user.email
    // Gold books a prepaid room of a New York hotel by card.
    const [checkIn, checkOut] = [isoDay(45), isoDay(47)]
    const search = await (await lxp('POST', '/hotel/search', { body: { destination: 'New York', checkIn, checkOut, rooms: [{ adults: 2, childAges: [] }], pageSize: 5 } })).json()
    let selection: Record<string, unknown> | undefined
    for (const item of search.items) {
      const offer = await (await lxp('GET', `/hotel/offers/${item.id}?checkIn=${checkIn}&checkOut=${checkOut}&rooms=1&adults=2`)).json()
      const room = offer.rooms.find((candidate: { rates: { payment: string }[] }) => candidate.rates.some((rate) => rate.payment === 'PAY_NOW'))
      if (room) {
        selection = { hotelId: offer.id, roomTypeId: room.id, rateId: room.rates.find((rate: { payment: string }) => rate.payment === 'PAY_NOW').id, checkIn, checkOut, adults: 2 }
        break
      }
    }
    const { price } = await (await lxp('POST', '/hotel/checkout/quote', { body: { ...selection, rooms: 1 }, cookie: cookies.gold })).json()
    const traveler = { firstName: 'Blake', lastName: 'Gold', email: goldEmail, phone: '+1 202 555 0143' }
    const booked = await lxp('POST', '/hotel/book', {
      body: { ...selection, rooms: 1, traveler, payment: { mode: 0, points: 0, card: carCard }, acceptTerms: true, expectedDueNow: price.dueNow },
      cookie: cookies.gold,
      headers: { 'idempotency-key': randomUUID() },
    })
    expect(booked.status).toBe(201)
    reservationId = (await booked.json()).reservationId
  }, 120_000)
  afterAll(() => stopServer(server))

  it('opens for the member who booked it', async () => {
    expect((await lxp('GET', `/reservations/hotel/${reservationId}`, { cookie: cookies.gold })).status).toBe(200)
  })

  it.each([
    ['anonymous with the member\'s email', undefined],
    ['another member with the email', 'platinum'],
  ])('answers %s with the 404 of a number that does not exist', async (_who, member) => {
    const cookie = member ? cookies[member] : undefined
    const email = encodeURIComponent(goldEmail)
    const missing = await lxp('GET', `/reservations/hotel/HTL-000000000?email=${email}`, { cookie })
    const missingBody = (await missing.text()).replaceAll('HTL-000000000', '<number>')
    const view = await lxp('GET', `/reservations/hotel/${reservationId}?email=${email}`, { cookie })
    expect(view.status).toBe(404)
    expect((await view.text()).replaceAll(reservationId, '<number>')).toBe(missingBody)
    const quote = await lxp('POST', `/reservations/hotel/${reservationId}/cancel/quote`, { cookie, body: { email: goldEmail } })
    expect(quote.status).toBe(404)
  })

  // The fifth lookup of this number with an email: the limit per number (decision 059) allows it.
  it('lets no one else cancel it, and it stays booked', async () => {
    const cancel = await lxp('POST', `/reservations/hotel/${reservationId}/cancel`, { cookie: cookies.platinum, body: { email: goldEmail }, headers: { 'idempotency-key': randomUUID() } })
    expect(cancel.status).toBe(404)
    const own = await (await lxp('GET', `/reservations/hotel/${reservationId}`, { cookie: cookies.gold })).json()
    expect(own.status).not.toMatch(/cancel/i)
  })
})

describe('developer tools', () => {
  it('refuse to start on an address beyond this machine', async () => {
    const { code, output } = await runToExit({ DATA_DIR: fixtures.tempDataDir(), DEV_TOOLS: 'on', HOST: '0.0.0.0', PORT: '0' })
    expect(code).toBe(1)
    expect(output.trim().split('\n')).toHaveLength(1)
    expect(output).toContain('DEV_TOOLS')
  })
})

describe('a failing server function', () => {
  let server: Started
  beforeAll(async () => {
    const target = await fixtures.serverDatabase()
    // The table the events list reads is gone: its query fails with the database's own message.
    const database = await openDatabase(target)
    await seed(database.db)
    await database.db.execute(sql`DROP TABLE analytics_events`)
    await database.close()
    server = await startServer({ ...target.env, DEV_TOOLS: 'on' })
  })
  afterAll(() => stopServer(server))

  it('tells the browser nothing internal: the generic error, its correlation id in the answer and the details only in the log', async () => {
    const response = await callServerFunction(server, 'listAnalyticsEvents')
    const body = await response.text()
    // The framework sends the thrown error's message only: it is the generic one.
    expect(body).toContain('Something went wrong on our side. Please try again.')
    for (const internal of ['analytics_events', 'relation', 'select', 'does not exist', '.ts:', '.js:', '/work/', 'node_modules']) {
      expect(body.toLowerCase()).not.toContain(internal)
    }
    const correlationId = response.headers.get('x-correlation-id')!
    expect(correlationId).toMatch(/^[0-9a-f-]{36}$/)
    expect(server.output()).toContain('analytics_events')
    expect(server.output()).toContain(`"correlationId":"${correlationId}"`)
  })
})
