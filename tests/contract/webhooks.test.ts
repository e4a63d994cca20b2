// Issue 41 item 7, §D1.7 (what an integrator expects: events pushed as Stripe and Duffel push them),
// §D6.4 (a retried booking is one booking, so one event), §D7.23 (no secret in the clear): a partner
// registers an endpoint for its API key; a receiver on this machine (the sandbox takes http to
// localhost) verifies each event's signature, refuses a stale one, and handles each event exactly
// once across a retry and a resend; a booking, a cancellation and an airline's schedule change of
// reservations booked with the key are its events, and no one else's.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiErrorsSchema } from '@contracts/api/api-error'
import { AirSearchResultSchema } from '@contracts/lxp/air.schema'
import { AirReservationSchema } from '@contracts/lxp/air-checkout.schema'
import { WebhookDeliveryListSchema, WebhookEventSchema, type WebhookEvent } from '@contracts/webhooks/webhooks.schema'
import { openDatabase, type DatabaseHandle } from '@server/db/database.server'
import { seed } from '@server/db/seed.server'
import { createTestDatabase, openTestDatabase } from '../fixtures/database'

let handle: DatabaseHandle
vi.mock('@server/db/db.server', () => ({ database: async () => handle.db, databaseHandle: async () => handle }))

// Before the configuration is first read: a sandbox (http to localhost), and a known AUTH_SECRET.
vi.stubEnv('SANDBOX', 'on')
vi.stubEnv('AUTH_SECRET', 'webhooks-test-secret-'.padEnd(48, 'x'))
const { handleApiRequest } = await import('@server/bff/api-handler.server')
const { openApiDocument } = await import('@server/bff/openapi.server')
const { createApiCredential } = await import('@server/integrators/api-credentials.server')
const { deliverDueWebhooks, retryDelaysSeconds } = await import('@server/webhooks/webhook-delivery.server')
const { signWebhook, verifyWebhook } = await import('@server/webhooks/webhook-signature')
const { webhookEndpoint } = await import('@server/webhooks/webhooks.tables')
const { createWebhookEndpoint } = await import('@server/webhooks/webhook-endpoints.server')
const { emitReservationEvent } = await import('@server/webhooks/reservation-events.server')
const { setTodayForTests } = await import('@simulator/clock')
const { searchHotels } = await import('@simulator/hotel/hotel-search.server')
const { getHotelOffer } = await import('@simulator/hotel/hotel-offer.server')

const today = '2027-01-10'
const card = {
  cardNumber: '4111 1111 1111 1111',
  cardCVV: '123',
  cardExpDate: '12/30',
  cardHolderFirstName: 'Avery',
  cardHolderLastName: 'Partner',
  billingAddress: { address: '1 Main Street', city: 'Springfield', country: 'US', state: 'IL', zipCode: '62701' },
}
const email = 'avery.partner@example.com'

let keyCounter = 0
const newKey = () => `webhooks-test-key-${String(++keyCounter).padStart(6, '0')}`

async function api(method: string, path: string, key: string | undefined, body?: unknown, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(key ? { 'x-api-key': key } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const response = await handleApiRequest(Object.assign(request, { ip: '10.9.0.1' }))
  const text = await response.text()
  // The answer's JSON as the caller reads it (each test checks the parts it needs).
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers }
}

/** A partner's receiver as the guide *Webhooks* writes one: verify, refuse stale or forged, handle each event id once. */
class Receiver {
  server: Server = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
    request.on('end', () => response.writeHead(this.answer(request.headers, raw)).end())
  })
  secret = ''
  /** Statuses to answer valid posts with before answering 200 (a receiver that is down for a moment). */
  failures: number[] = []
  posts: { headers: IncomingHttpHeaders; body: string; verdict: number }[] = []
  handled = new Map<string, WebhookEvent>()
  handledTimes = new Map<string, number>()

  answer(headers: IncomingHttpHeaders, body: string) {
    const check = verifyWebhook(this.secret, body, headers['webhook-signature'] as string | undefined)
    const event = check.ok ? WebhookEventSchema.parse(JSON.parse(body)) : undefined
    const verdict = !check.ok || headers['webhook-id'] !== event?.id ? 400 : (this.failures.shift() ?? 200)
    this.posts.push({ headers, body, verdict })
    if (event && verdict === 200) {
      // De-duplication by event id: a retry or a resend of an event already handled is acknowledged, not handled again.
      if (!this.handled.has(event.id)) {
        this.handled.set(event.id, event)
        this.handledTimes.set(event.id, (this.handledTimes.get(event.id) ?? 0) + 1)
      }
    }
    return verdict
  }

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`
  }

  eventsOf(reservationId: string) {
    return [...this.handled.values()].filter((event) => event.data.reservationId === reservationId)
  }
}

const receiver = new Receiver()
let receiverUrl: string
let partner: string
let otherPartner: string
let endpointId: string
let hotelSelection: Record<string, unknown>

/** The deliveries due by then, sent; `at` seconds from now (a retry's delay passed). */
const deliver = (at = 0) => deliverDueWebhooks({ db: handle.db, now: new Date(Date.now() + at * 1000) })

async function deliveriesOf(key: string, id = endpointId) {
  const answer = await api('GET', `/api/webhooks/endpoints/${id}/deliveries`, key)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return WebhookDeliveryListSchema.parse(answer.body)
}

async function bookHotel(key: string, idempotencyKey = newKey()) {
  const quoted = await api('POST', '/api/lxp/hotel/checkout/quote', key, hotelSelection)
  expect(quoted.status, JSON.stringify(quoted.body)).toBe(200)
  const request = { ...hotelSelection, traveler: { firstName: 'Avery', lastName: 'Partner', email, phone: '+1 202 555 0143' }, payment: { mode: 0, points: 0, card }, acceptTerms: true, expectedDueNow: quoted.body.price.dueNow }
  const booked = await api('POST', '/api/lxp/hotel/book', key, request, { 'idempotency-key': idempotencyKey })
  expect(booked.status, JSON.stringify(booked.body)).toBe(201)
  return booked.body.reservationId as string
}

async function bookFlight(key: string) {
  const found = await api('POST', '/api/lxp/air/search', key, { origin: 'JFK', destination: 'LHR', departDate: '2027-03-12', filters: { stops: [0] } })
  expect(found.status, JSON.stringify(found.body)).toBe(200)
  const offerId = AirSearchResultSchema.parse(found.body).items[0]!.offerId
  const quoted = await api('POST', '/api/lxp/air/checkout/quote', key, { offerId, fareFamily: 'FLEX', passengers: { adults: 1 } })
  expect(quoted.status, JSON.stringify(quoted.body)).toBe(200)
  const passenger = { type: 'ADULT', firstName: 'Avery', lastName: 'Partner', dateOfBirth: '1985-04-02', gender: 'FEMALE', passport: { number: 'X12345678', country: 'US', expiresOn: '2036-05-01' } }
  const request = { offerId, fareFamily: 'FLEX', passengers: [passenger], contact: { email, phone: '+1 202 555 0143' }, payment: { mode: 0, points: 0, card }, acceptTerms: true, expectedDueNow: quoted.body.price.dueNow }
  const booked = await api('POST', '/api/lxp/air/book', key, request, { 'idempotency-key': newKey() })
  expect(booked.status, JSON.stringify(booked.body)).toBe(201)
  return booked.body.reservationId as string
}

beforeAll(async () => {
  handle = await openTestDatabase()
  await seed(handle.db)
  setTodayForTests(today)
  receiverUrl = await receiver.start()
  partner = (await createApiCredential(handle.db, { kind: 'partner-key', name: 'Webhook partner' })).secret
  otherPartner = (await createApiCredential(handle.db, { kind: 'partner-key', name: 'Another partner' })).secret
  const stay = { checkIn: '2027-03-12', checkOut: '2027-03-15', rooms: 1, adults: 2 }
  const hotels = await searchHotels(handle.db, { destination: 'New York', checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: [{ adults: 2, childAges: [] }], pageSize: 50 }, today)
  for (const item of hotels.items) {
    const offer = await getHotelOffer(handle.db, item.id, stay, today)
    const rate = offer.rooms.flatMap((room) => room.rates.map((each) => ({ room, rate: each }))).find(({ rate: each }) => each.refundable && each.payment === 'PAY_NOW')
    if (rate) {
      hotelSelection = { hotelId: offer.id, roomTypeId: rate.room.id, rateId: rate.rate.id, ...stay }
      break
    }
  }
})
afterAll(async () => {
  await new Promise((resolve) => receiver.server.close(resolve))
  await handle?.close()
})

describe('registering an endpoint', () => {
  it('gives the signing secret once; the list and the database never show it', async () => {
    const created = await api('POST', '/api/webhooks/endpoints', partner, { url: receiverUrl, description: 'Booking sync' })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body).toMatchObject({ url: receiverUrl, description: 'Booking sync', secret: expect.stringMatching(/^whsec_[A-Za-z0-9_-]{43}$/) })
    receiver.secret = created.body.secret
    endpointId = created.body.id
    expect(created.body.secretStart).toBe(receiver.secret.slice(0, 10))

    const listed = await api('GET', '/api/webhooks/endpoints', partner)
    expect(listed.status).toBe(200)
    expect(listed.body.items).toEqual([expect.objectContaining({ id: endpointId, url: receiverUrl })])
    expect(JSON.stringify(listed.body)).not.toContain(receiver.secret)
    expect(JSON.stringify(await handle.db.select().from(webhookEndpoint))).not.toContain(receiver.secret.slice(6))
  })

  it('refuses an address that is not https (or localhost in the sandbox), beside the field', async () => {
    const refused = await api('POST', '/api/webhooks/endpoints', partner, { url: 'http://partner.example/hooks' })
    expect(refused.status).toBe(400)
    expect(ApiErrorsSchema.parse(refused.body).errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.url' })
  })

  it('takes a partner API key: no key, or a member, answers 401; another key sees none of it', async () => {
    const anonymous = await api('GET', '/api/webhooks/endpoints', undefined)
    expect([anonymous.status, anonymous.body.errors[0].code]).toEqual([401, 'UNAUTHORIZED'])
    expect((await api('GET', '/api/webhooks/endpoints', otherPartner)).body.items).toEqual([])
    expect((await api('GET', `/api/webhooks/endpoints/${endpointId}/deliveries`, otherPartner)).status).toBe(404)
    expect((await api('DELETE', `/api/webhooks/endpoints/${endpointId}`, otherPartner)).status).toBe(404)
  })
})

describe('a booking made with the key', () => {
  let reservationId: string

  it('is posted signed as reservation.created, retried after a 500 and handled exactly once', async () => {
    receiver.failures = [500]
    const idempotencyKey = newKey()
    reservationId = await bookHotel(partner, idempotencyKey)
    // The booking retried with its key is the same booking: no second event.
    await bookHotel(partner, idempotencyKey)

    expect(await deliver()).toBe(1)
    const afterFirst = (await deliveriesOf(partner)).items
    expect(afterFirst).toEqual([expect.objectContaining({ eventType: 'reservation.created', status: 'pending', attempts: 1, lastStatusCode: 500 })])
    // Not due before its delay; then sent again, and delivered.
    expect(await deliver(retryDelaysSeconds[0] - 5)).toBe(0)
    expect(await deliver(retryDelaysSeconds[0] + 1)).toBe(1)
    const [delivery] = (await deliveriesOf(partner)).items
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200, nextAttemptAt: null })

    const posts = receiver.posts.filter((post) => post.body.includes(reservationId))
    expect(posts.map((post) => post.verdict)).toEqual([500, 200])
    expect(new Set(posts.map((post) => post.headers['webhook-id'])).size).toBe(1)
    expect(receiver.eventsOf(reservationId)).toEqual([
      { id: delivery!.eventId, type: 'reservation.created', createdAt: expect.any(String), data: { reservationType: 'hotel', reservationId, orderId: expect.any(String), status: 'CONFIRMED', reason: 'booked' } },
    ])
  })

  it('is refused by the receiver when its timestamp is older than the replay window, and when forged', async () => {
    const [post] = receiver.posts.filter((each) => each.body.includes(reservationId) && each.verdict === 200)
    const replay = (signature: string) => fetch(receiverUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'webhook-id': post!.headers['webhook-id'] as string, 'webhook-signature': signature }, body: post!.body })
    expect((await replay(signWebhook(receiver.secret, post!.body, new Date(Date.now() - 301_000)))).status).toBe(400)
    expect((await replay(signWebhook('whsec_not-the-secret', post!.body))).status).toBe(400)
    expect((await replay(post!.headers['webhook-signature'] as string)).status).toBe(200)
    expect(receiver.handledTimes.get(JSON.parse(post!.body).id)).toBe(1)
  })

  it('is posted as reservation.changed when its stay changes, once however often the change is retried', async () => {
    const newStay = { checkIn: hotelSelection.checkIn, checkOut: '2027-03-17', adults: 2, email }
    const quoted = await api('POST', `/api/lxp/hotel/change/${reservationId}/quote`, partner, newStay)
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200)
    const request = { ...newStay, expectedAmountDue: quoted.body.amountDue, payment: { mode: 0, points: 0, card }, acceptTerms: true }
    const key = newKey()
    for (const attempt of ['first', 'replayed']) {
      const changed = await api('POST', `/api/lxp/hotel/change/${reservationId}/book`, partner, request, { 'idempotency-key': key })
      expect([changed.status, changed.headers.get('idempotent-replayed')], JSON.stringify(changed.body)).toEqual([200, attempt === 'replayed' ? 'true' : 'false'])
    }
    expect(await deliver()).toBe(1)
    expect(receiver.eventsOf(reservationId).map((event) => [event.type, event.data.reason])).toEqual([
      ['reservation.created', 'booked'],
      ['reservation.changed', 'changed'],
    ])
  })

  it('is posted as reservation.cancelled when cancelled', async () => {
    const cancelled = await api('POST', `/api/lxp/reservations/hotel/${reservationId}/cancel`, partner, { email }, { 'idempotency-key': newKey() })
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    expect(await deliver()).toBe(1)
    expect(receiver.eventsOf(reservationId).map((event) => [event.type, event.data.status, event.data.reason])).toEqual([
      ['reservation.created', 'CONFIRMED', 'booked'],
      ['reservation.changed', 'CONFIRMED', 'changed'],
      ['reservation.cancelled', 'CANCELLED', 'cancelled'],
    ])
  })

  it('can be resent: the same event again, which the receiver knows', async () => {
    const [latest] = (await deliveriesOf(partner)).items
    const resent = await api('POST', `/api/webhooks/endpoints/${endpointId}/deliveries/${latest!.id}/resend`, partner)
    expect(resent.status, JSON.stringify(resent.body)).toBe(202)
    expect(resent.body).toMatchObject({ id: latest!.id, status: 'pending', attempts: 0 })
    expect(await deliver()).toBe(1)
    expect(receiver.posts.filter((post) => post.headers['webhook-id'] === latest!.eventId && post.verdict === 200)).toHaveLength(2)
    expect(receiver.handledTimes.get(latest!.eventId)).toBe(1)
    expect((await api('POST', `/api/webhooks/endpoints/${endpointId}/deliveries/wd_missing-delivery-01/resend`, partner, {})).status).toBe(404)
  })
})

describe("an airline's schedule change (sandbox)", () => {
  it('moves the booked flights and is posted as reservation.changed with the reason schedule-change', async () => {
    const reservationId = await bookFlight(partner)
    const before = AirReservationSchema.parse((await api('GET', `/api/lxp/reservations/air/${reservationId}?email=${email}`, partner)).body)
    // Another partner's key does not reach it.
    expect((await api('POST', '/api/webhooks/sandbox/flight-schedule-change', otherPartner, { reservationId, minutes: 90 })).status).toBe(404)

    const changed = await api('POST', '/api/webhooks/sandbox/flight-schedule-change', partner, { reservationId, minutes: 90 })
    expect(changed.status, JSON.stringify(changed.body)).toBe(202)
    expect(changed.body).toMatchObject({ type: 'reservation.changed', data: { reservationType: 'air', reservationId, reason: 'schedule-change', status: 'CONFIRMED' } })
    const after = AirReservationSchema.parse((await api('GET', `/api/lxp/reservations/air/${reservationId}?email=${email}`, partner)).body)
    const departure = (reservation: typeof before) => new Date(`${reservation.itinerary.bounds[0]!.segments[0]!.departure}Z`).getTime()
    expect(departure(after) - departure(before)).toBe(90 * 60_000)
    // The reservation says so itself (issue 41): which flights moved, from when to when.
    expect(before.scheduleChanges).toEqual([])
    const first = before.itinerary.bounds[0]!.segments[0]!
    expect(after.scheduleChanges).toEqual([
      expect.objectContaining({
        minutes: 90,
        flights: expect.arrayContaining([
          { segmentId: first.id, flightNumber: first.flightNumber, previousDeparture: first.departure, previousArrival: first.arrival, departure: after.itinerary.bounds[0]!.segments[0]!.departure, arrival: after.itinerary.bounds[0]!.segments[0]!.arrival },
        ]),
      }),
    ])
    expect(after.scheduleChanges[0]!.flights).toHaveLength(before.itinerary.bounds.flatMap((bound) => bound.segments).length)

    expect(await deliver()).toBe(2)
    expect(receiver.eventsOf(reservationId).map((event) => [event.type, event.data.reason])).toEqual([
      ['reservation.created', 'booked'],
      ['reservation.changed', 'schedule-change'],
    ])
  })
})

describe('an endpoint that does not answer', () => {
  it('never holds up a booking; its log says why each attempt failed', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/hooks`
    await new Promise((resolve) => closed.close(resolve))
    const created = await api('POST', '/api/webhooks/endpoints', otherPartner, { url })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    await bookHotel(otherPartner)
    expect(await deliver()).toBe(1)
    const [delivery] = (await deliveriesOf(otherPartner, created.body.id)).items
    expect(delivery).toMatchObject({ eventType: 'reservation.created', status: 'pending', attempts: 1, lastStatusCode: null, lastError: 'The endpoint could not be reached.' })
    expect((await api('DELETE', `/api/webhooks/endpoints/${created.body.id}`, otherPartner)).status).toBe(204)
  })
})

describe('an endpoint deleted', () => {
  it('is sent nothing more, and its log is gone; a booking goes on without it', async () => {
    expect((await api('DELETE', `/api/webhooks/endpoints/${endpointId}`, partner)).status).toBe(204)
    expect((await api('GET', '/api/webhooks/endpoints', partner)).body.items).toEqual([])
    const posts = receiver.posts.length
    await bookHotel(partner)
    expect(await deliver()).toBe(0)
    expect(receiver.posts).toHaveLength(posts)
    expect((await api('GET', `/api/webhooks/endpoints/${endpointId}/deliveries`, partner)).status).toBe(404)
  })
})

describe('the queue', () => {
  // Opening a database twice (migrations and all) takes longer than a test's default allowance.
  it('keeps an event across a restart: the next process on the database sends it', async () => {
    const server = await createTestDatabase()
    const folder = server ? undefined : mkdtempSync(path.join(tmpdir(), 'webhook-queue-'))
    const open = () => (server ? openDatabase({ url: server.url, dataDir: 'unused' }) : openDatabase({ dataDir: folder! }))
    const secretBefore = receiver.secret
    try {
      const first = await open()
      const { credential } = await createApiCredential(first.db, { kind: 'partner-key', name: 'Restarted partner' })
      const endpoint = await createWebhookEndpoint(first.db, credential.id, { url: receiverUrl, description: '' }, true)
      const event = await emitReservationEvent(first.db, credential.id, 'reservation.cancelled', { reservationType: 'car', reservationId: 'CR-RESTART01', orderId: 'OR-RESTART01', status: 'CANCELLED', reason: 'cancelled' })
      await first.close()

      const second = await open()
      receiver.secret = endpoint.secret
      try {
        expect(await deliverDueWebhooks({ db: second.db })).toBe(1)
        expect(receiver.handled.get(event.id)).toEqual(event)
      } finally {
        await second.close()
      }
    } finally {
      receiver.secret = secretBefore
      await server?.drop()
      if (folder) rmSync(folder, { recursive: true, force: true })
    }
  }, 120_000)
})

describe('the OpenAPI document', () => {
  it("describes each event under `webhooks`, signed, and the endpoints' operations for a partner key", () => {
    const document = openApiDocument()
    expect(Object.keys(document.webhooks)).toEqual(['reservation.created', 'reservation.changed', 'reservation.cancelled'])
    for (const operation of Object.values(document.webhooks)) expect(operation.post.parameters.map((parameter) => parameter.name)).toEqual(['webhook-id', 'webhook-signature'])
    expect((document.paths['/api/webhooks/endpoints']?.post as { security?: unknown } | undefined)?.security).toEqual([{ partnerApiKey: [] }])
    expect(JSON.stringify(document.webhooks)).toContain('#/components/schemas/WebhookEvent')
  })
})
