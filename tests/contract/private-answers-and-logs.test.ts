// Issue 35 (items 6 and 7, and the log half of item 1), against the production build as the README
// serves it: a member's and a guest's own pages and API answers say `Cache-Control: private, no-store`
// while a public page does not; a malformed server-function body is a 400 in the §R3.50 error shape;
// everything the server writes is a JSON line of its log, which holds no email, card number, name or
// query string of a personal page after a run of failed lookups and a checkout.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiErrorsSchema } from '@contracts/api/api-error'
import { bookingCard, hotelSelection, lxpOf, quoteAndBookRequest, signIn, startSeededServer, traveler } from '../fixtures/production-booking'
import { assertBuilt, serverFixtures, serverFunctionId, stopServer, type Started } from '../fixtures/production-server'

assertBuilt()
const fixtures = serverFixtures()
afterAll(() => fixtures.cleanUp())

let server: Started
let goldCookie: string
let reservationId: string
let goldEmail: string

beforeAll(async () => {
  server = (await startSeededServer(fixtures, async () => undefined)).server
  goldCookie = await signIn(server, 'gold')
  goldEmail = (await (await fetch(`${server.url}/api/auth/get-session`, { headers: { cookie: goldCookie } })).json()).user.email
  const asGold = lxpOf(server, { cookie: goldCookie })
  const { request } = await quoteAndBookRequest(asGold, await hotelSelection(asGold))
  const booked = await asGold('POST', '/hotel/book', { body: { ...request, traveler: { ...traveler, email: goldEmail } }, headers: { 'idempotency-key': randomUUID() } })
  expect(booked.status).toBe(201)
  reservationId = (await booked.json()).reservationId
}, 120_000)
afterAll(() => stopServer(server))

describe("a member's or a guest's own answers", () => {
  it.each([
    ['My Trips', () => '/my-trips/'],
    ['the profile', () => '/my-profile'],
    ['a reservation page', () => `/reservations/view/hotel?reservationId=${reservationId}`],
    ['the home page, with the member menu', () => '/'],
    ['the profile over the API', () => '/api/lxp/customer/profile'],
    ['a reservation over the API', () => `/api/lxp/reservations/hotel/${reservationId}`],
    ['the auth session', () => '/api/auth/get-session'],
  ])('%s of a signed-in member is private, no-store', async (_what, path) => {
    const response = await fetch(`${server.url}${path()}`, { headers: { cookie: goldCookie, accept: 'text/html,application/json' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it.each(['/accommodations/checkout?hotelId=1&roomTypeId=2&rateId=3', '/accommodations/confirmation?reservationId=HT-1', '/reservations/find'])('%s is private, no-store for a visitor without a cookie too', async (path) => {
    const response = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } })
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it("a guest's booking answer is private, no-store", async () => {
    const guest = lxpOf(server)
    const { request } = await quoteAndBookRequest(guest, await hotelSelection(guest, 60))
    const booked = await guest('POST', '/hotel/book', { body: request, headers: { 'idempotency-key': randomUUID() } })
    expect(booked.status).toBe(201)
    expect(booked.headers.get('cache-control')).toBe('private, no-store')
  })

  it('a public page for a visitor without a cookie is not no-store', async () => {
    const response = await fetch(`${server.url}/accommodations/`, { headers: { accept: 'text/html' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control') ?? '').not.toMatch(/no-store|private/)
  })
})

describe('a malformed server-function body', () => {
  const call = (body: string, contentType = 'application/json') =>
    fetch(`${server.url}/_serverFn/${serverFunctionId('hotelBook')}`, { method: 'POST', headers: { 'x-tsr-serverfn': 'true', 'content-type': contentType, origin: server.url }, body })

  it.each([
    ['invalid JSON', '{"data": '],
    ['a forged log line after a stray byte', 'z\n{"level":60,"msg":"forged by the caller"}'],
    ['an empty body', ''],
  ])('%s answers 400 in the error shape, and only JSON lines reach the output', async (_what, body) => {
    const response = await call(body)
    expect(response.status).toBe(400)
    expect(ApiErrorsSchema.parse(await response.json()).errors[0]).toMatchObject({ code: 'MALFORMED_JSON', field: 'body' })
    expect(server.output()).not.toContain('forged by the caller"}\n')
  })

  it('a malformed GET payload and a malformed form answer 400 too', async () => {
    const get = await fetch(`${server.url}/_serverFn/${serverFunctionId('hotelBook')}?payload=${encodeURIComponent('z\n{')}`, { headers: { 'x-tsr-serverfn': 'true' } })
    expect(get.status).toBe(400)
    const form = await call('--x\r\nnot a form', 'multipart/form-data; boundary=x')
    expect(form.status).toBe(400)
  })
})

describe("the server's output", () => {
  it('after failed lookups and a checkout, is JSON lines only, with no email, card number, name or personal query string', async () => {
    const guest = lxpOf(server)
    for (const number of ['HT-NOSUCH0001', 'HT-NOSUCH0002', reservationId]) {
      expect((await guest('POST', '/reservations/find', { body: { number, email: 'someone.else@example.com' } })).status).toBe(404)
      expect((await guest('GET', `/reservations/hotel/${number}?email=${encodeURIComponent('someone.else@example.com')}`)).status).toBe(404)
      await fetch(`${server.url}/reservations/find?number=${number}&email=someone.else%40example.com`, { headers: { accept: 'text/html' } })
    }
    const { request } = await quoteAndBookRequest(guest, await hotelSelection(guest, 75))
    expect((await guest('POST', '/hotel/book', { body: request, headers: { 'idempotency-key': randomUUID() } })).status).toBe(201)
    await fetch(`${server.url}/accommodations/checkout?cardNumber=4111111111111111&cardCVV=123&email=someone.else%40example.com`, { headers: { accept: 'text/html' } })

    const lines = server.output().trimEnd().split('\n')
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow()
    const log = server.output()
    expect(log).toContain('"path":"/reservations/find"')
    for (const personal of ['someone.else', goldEmail, traveler.email, traveler.firstName, traveler.lastName, bookingCard.cardNumber, '4111111111111111', 'cardCVV=', '?number=', 'email=', '%40']) {
      expect(log).not.toContain(personal)
    }
  })
})
