// Issue 41 (item 4), DEVELOPERS "bookings idempotent per caller", guide *Idempotency*: a caller with no
// credential and no guest cookie (a script with curl) is known by its key and its body. Its retry with
// the same key and body replays its booking (never a second one, concurrent retries included), the same
// key with another body is refused with 422 IDEMPOTENCY_KEY_REUSED, and no cookie is handed out on the
// booking (its retry would carry it and be another caller). The key stays its caller's: the same key and
// body from a guest browser's cookie is a fresh booking (tests/contract/idempotency-callers.test.ts has
// partners and members against the production build).
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DatabaseHandle } from '@server/db/database.server'
import { seed } from '@server/db/seed.server'
import { carCard } from '../fixtures/car-booking'
import { openTestDatabase } from '../fixtures/database'

let handle: DatabaseHandle
vi.mock('@server/db/db.server', () => ({ database: async () => handle.db }))

const { handleApiRequest } = await import('@server/bff/api-handler.server')

type Answer = { status: number; body: Record<string, unknown>; headers: Headers }

async function api(method: string, path: string, { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const request = new Request(`http://localhost/api/lxp${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) })
  const response = await handleApiRequest(Object.assign(request, { ip: '198.51.100.41' }))
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers }
}

const traveler = { firstName: 'Blake', lastName: 'Travers', email: 'blake.travers@example.com', phone: '+1 202 555 0143' }
let request: Record<string, unknown>

beforeAll(async () => {
  handle = await openTestDatabase()
  await seed(handle.db)
  const selection = { hotelId: 'new-york-001', roomTypeId: 'new-york-001-r1', rateId: 'new-york-001-r1-flex', checkIn: '2027-03-12', checkOut: '2027-03-15', rooms: 1, adults: 2 }
  const quoted = await api('POST', '/hotel/checkout/quote', { body: selection })
  expect(quoted.status, JSON.stringify(quoted.body)).toBe(200)
  const dueNow = (quoted.body.price as { dueNow: number }).dueNow
  request = { ...selection, traveler, payment: { mode: 0, points: 0, card: carCard }, acceptTerms: true, expectedDueNow: dueNow }
}, 120_000)
afterAll(async () => {
  await handle.close()
})

const book = (body: unknown, key: string, headers: Record<string, string> = {}) => api('POST', '/hotel/book', { body, headers: { 'idempotency-key': key, ...headers } })

describe('a booking without a credential or a cookie (issue 41)', () => {
  it('replays to its retries with the same key and body, concurrent ones included, and sets no cookie', async () => {
    const key = randomUUID()
    const answers = await Promise.all([1, 2, 3].map(() => book(request, key)))
    expect(answers.map((answer) => answer.status), JSON.stringify(answers[0]?.body)).toEqual([201, 201, 201])
    expect(new Set(answers.map((answer) => answer.body.reservationId)).size).toBe(1)
    expect(answers.map((answer) => answer.headers.get('idempotent-replayed')).sort()).toEqual(['false', 'true', 'true'])
    expect(answers.map((answer) => answer.headers.get('set-cookie'))).toEqual([null, null, null])
    const later = await book(request, key)
    expect([later.status, later.body.reservationId, later.headers.get('idempotent-replayed')]).toEqual([201, answers[0]?.body.reservationId, 'true'])
  })

  it('refuses the same key with another body: 422 IDEMPOTENCY_KEY_REUSED on the idempotency-key header', async () => {
    const key = randomUUID()
    expect((await book(request, key)).status).toBe(201)
    const other = await book({ ...request, traveler: { ...traveler, firstName: 'Robin' } }, key)
    expect(other.status).toBe(422)
    expect(other.body).toMatchObject({ bookErrors: [{ code: 'IDEMPOTENCY_KEY_REUSED', field: 'headers.idempotency-key' }] })
  })

  it("is never a guest browser's booking: the same key and body with a browser's cookie books anew", async () => {
    const key = randomUUID()
    const first = await book(request, key)
    const quoted = await api('POST', '/hotel/checkout/quote', { body: { ...request, traveler: undefined, payment: undefined, acceptTerms: undefined, expectedDueNow: undefined } })
    const cookie = quoted.headers.get('set-cookie')?.split(';')[0]
    expect(cookie).toMatch(/guest-caller=/)
    const browser = await book(request, key, { cookie: cookie! })
    expect([browser.status, browser.headers.get('idempotent-replayed')]).toEqual([201, 'false'])
    expect(browser.body.reservationId).not.toBe(first.body.reservationId)
  })
})
