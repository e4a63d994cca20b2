// Issue 38 (§D2.9, §D7.22): a booking and a cancellation through the BFF move their counters, by the
// route's template and what they came to (booked, replayed, refused), whichever transport made them.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { bffAs, keyMaker, seededLxpDatabase, visaCard } from '../fixtures/lxp-http'
import { lineFixtures, type Payment } from '../fixtures/lxp-lines'
import { registerTestMeterProvider } from '../fixtures/metric-reader'

const seeded = seededLxpDatabase()
vi.mock('@server/db/db.server', () => ({ database: async () => seeded.db }))

const meter = registerTestMeterProvider()
afterAll(() => meter.close())

const newKey = keyMaker('booking-counter-key')
const byCard: Payment = { mode: 0, points: 0, card: visaCard('Jordan', 'Guest') }
const [hotel] = lineFixtures()
const bff = bffAs('192.0.2.77')

describe('booking and cancellation counters', () => {
  beforeAll(() => hotel!.prepare(seeded.db))
  beforeEach(() => hotel!.freeInventory(seeded.db))

  it('count a booking, its replay, a refused booking and a cancellation', async () => {
    const line = hotel!
    const quoted = await bff('POST', `/${line.line}/checkout/quote`, line.selection())
    const dueNow = line.quoteSchema.parse(quoted.body).price.dueNow
    const bookRoute = { 'lxp.route': '/api/lxp/hotel/book' }

    const key = newKey()
    const booked = await bff('POST', '/hotel/book', line.bookRequest(dueNow, byCard), { 'idempotency-key': key })
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    expect(await meter.count('bookings', { ...bookRoute, outcome: 'booked' })).toBe(1)

    // The same guest browser (its caller cookie) sends the same key again.
    const sameBrowser = { 'idempotency-key': key, cookie: (booked.headers.get('set-cookie') ?? '').split(';', 1)[0]! }
    await bff('POST', '/hotel/book', line.bookRequest(dueNow, byCard), sameBrowser)
    expect(await meter.count('bookings', { ...bookRoute, outcome: 'replayed' })).toBe(1)

    const reused = await bff('POST', '/hotel/book', line.otherRequest(dueNow, byCard), sameBrowser)
    expect(reused.status).toBe(422)
    expect(await meter.count('bookings', { ...bookRoute, outcome: 'refused' })).toBe(1)

    const cancelled = await bff('POST', `/reservations/hotel/${booked.body.reservationId}/cancel`, { email: line.email }, { 'idempotency-key': newKey() })
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    expect(await meter.count('cancellations', { 'lxp.route': '/api/lxp/reservations/hotel/:reservationId/cancel', outcome: 'booked' })).toBe(1)
    expect(await meter.count('bookings')).toBe(3)
  })
})
