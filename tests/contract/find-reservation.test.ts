// Issue 21 "Find my booking" (docs/decisions/073), on §R6 roles and §R3.50 error object: POST
// /api/lxp/reservations/find names a guest's reservation of every line (hotel, dining, air, car, activity)
// by its reservation or confirmation number and the email it was booked with; an unknown number and a
// wrong email get the same 404; bad input a 400 with its field; lookups are limited (decision 059);
// a page's lookup grants the guest's browser the booking for an hour, and nothing else.
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiErrorsSchema } from '@contracts/api/api-error'
import { FoundReservationSchema, reservationNotFoundMessage } from '@contracts/lxp/find-reservation.contract'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { OrderResponseSchema } from '@contracts/lxp/shared/booking.schema'
import type { GuestGrant } from '@server/bff/guest-reservations.server'
import { asMember, bffAs, keyMaker, platinum, seededLxpDatabase, simulator, visaCard } from '../fixtures/lxp-http'
import { lineFixtures, type LineFixture } from '../fixtures/lxp-lines'
import { memberHeader } from '../fixtures/member-header-session'

const seeded = seededLxpDatabase()
vi.mock('@server/db/db.server', () => ({ database: async () => seeded.db }))
vi.mock('@server/auth/session.server', async (importOriginal) => (await import('../fixtures/member-header-session')).memberHeaderSession(importOriginal))

const { relayForPage } = await import('@server/bff/lxp-relay.server')
const { foundBookingGrantSeconds } = await import('@server/bff/guest-reservations.server')

const newKey = keyMaker('find-booking-key')
const byCard = { mode: 0, points: 0, card: visaCard('Jordan', 'Guest') } as const
const lines = lineFixtures()

/** Books the line's offer through the platform, as a guest or as a member. */
async function booked(line: LineFixture, customerId?: string) {
  const member = customerId ? asMember(customerId) : {}
  const quote = await simulator('POST', `/${line.line}/checkout/quote`, line.selection(), member)
  expect(quote.status, JSON.stringify(quote.body)).toBe(200)
  const order = await simulator('POST', `/${line.line}/book`, line.bookRequest(line.quoteSchema.parse(quote.body).price.dueNow, byCard), { 'idempotency-key': newKey(), ...member })
  expect(order.status, JSON.stringify(order.body)).toBe(201)
  return OrderResponseSchema.parse(order.body)
}

let clients = 0
/** A fresh client address, so one test's lookups do not count towards another's limit. */
const freshClient = () => bffAs(`203.0.113.${++clients}`)
const find = (body: unknown, client = freshClient()) => client('POST', '/reservations/find', body)

beforeAll(async () => {
  for (const line of lines) await line.prepare(seeded.db)
})

describe.each(lines)('finding a guest booking: $line', (line) => {
  let order: Awaited<ReturnType<typeof booked>>
  beforeAll(async () => {
    await line.freeInventory(seeded.db)
    order = await booked(line)
  })

  it('by its reservation number or its confirmation number, with the email in any letter case', async () => {
    const expected = { type: line.line, reservationId: order.reservationId, orderId: order.orderId }
    const byReservation = await find({ number: ` ${order.reservationId.toLowerCase()} `, email: line.email.toUpperCase() })
    expect(byReservation.status, JSON.stringify(byReservation.body)).toBe(200)
    expect(FoundReservationSchema.parse(byReservation.body)).toEqual(expected)
    const byOrder = await find({ number: order.orderId, email: line.email })
    expect(FoundReservationSchema.parse(byOrder.body)).toEqual(expected)
    // What it names opens with the same email on the line's own routes.
    const view = await freshClient()('GET', `/reservations/${line.line}/${order.reservationId}?email=${encodeURIComponent(line.email)}`)
    expect(view.status).toBe(200)
  })

  it('answers a wrong email exactly as a number that does not exist', async () => {
    const wrongEmail = await find({ number: order.reservationId, email: 'someone.else@example.com' })
    const unknownNumber = await find({ number: 'HT-NOSUCHBOOK', email: line.email })
    expect(wrongEmail.status).toBe(404)
    expect(wrongEmail.body).toEqual(unknownNumber.body)
    expect(ApiErrorsSchema.parse(wrongEmail.body).errors).toEqual([expect.objectContaining({ code: 'NOT_FOUND', message: reservationNotFoundMessage, field: 'body.number' })])
  })
})

describe('who finds what', () => {
  const car = lines.find((line) => line.line === 'car')!

  it("a member's booking is not found with its email alone, and is found by that member", async () => {
    await car.freeInventory(seeded.db)
    const order = await booked(car, platinum)
    expect((await find({ number: order.reservationId, email: car.email })).status).toBe(404)
    const asPlatinum = await freshClient()('POST', '/reservations/find', { number: order.reservationId, email: car.email }, { [memberHeader]: platinum })
    expect(asPlatinum.status, JSON.stringify(asPlatinum.body)).toBe(200)
  })

  it('reaches a confirmation number through an index, not by reading every reservation', async () => {
    // The table is small here, so the planner would read it whole anyway: without that choice it must find an index for both numbers.
    await seeded.db.execute(sql`SET enable_seqscan = off`)
    try {
      const plan = (await seeded.db.execute(sql`EXPLAIN SELECT reservation_id FROM sim_reservations WHERE reservation_id = 'R1' OR order_id = 'O1' LIMIT 1`)) as unknown as { rows: Array<Record<string, string>> }
      const text = plan.rows.map((row) => Object.values(row).join(' ')).join('\n')
      expect(text).toContain('sim_reservations_order_idx')
      expect(text).not.toContain('Seq Scan')
    } finally {
      await seeded.db.execute(sql`SET enable_seqscan = on`)
    }
  })

  it('refuses bad input with a 400 and the field', async () => {
    const answer = await find({ number: 'x', email: 'zoe@' })
    expect(answer.status).toBe(400)
    const fields = ApiErrorsSchema.parse(answer.body).errors.map((error) => error.field)
    expect(fields).toEqual(expect.arrayContaining(['body.number', 'body.email']))
  })

  it("counts every lookup of a number by one client, found or not: its sixth in ten minutes is refused with Retry-After, the owner's elsewhere is not (issue 35)", async () => {
    await car.freeInventory(seeded.db)
    const order = await booked(car)
    const guesser = freshClient()
    for (let lookup = 0; lookup < 5; lookup += 1) expect((await find({ number: order.reservationId, email: lookup % 2 ? car.email : 'wrong@example.com' }, guesser)).status).not.toBe(429)
    const limited = await find({ number: order.reservationId, email: car.email }, guesser)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(ApiErrorsSchema.parse(limited.body).errors[0]?.code).toBe('TOO_MANY_REQUESTS')
    expect((await find({ number: order.reservationId, email: car.email })).status).toBe(200)
  })
})

describe('the page lookup grants the browser that found the booking', () => {
  const hotel = lines.find((line) => line.line === 'hotel')!
  let client = 0
  function browser(customerId?: string) {
    const grants: GuestGrant[] = []
    const headers: Record<string, string> = customerId ? { [memberHeader]: customerId } : {}
    const request = Object.assign(new Request('http://localhost/_serverFn/x', { method: 'POST', headers }), { ip: `198.51.100.${++client}` })
    return { grants, request, guestGrantFor: () => undefined, rememberGuestReservation: (grant: GuestGrant) => void grants.push(grant) }
  }

  it('for an hour to a guest, never on a miss, and not to a member (their session is their access)', async () => {
    await hotel.freeInventory(seeded.db)
    const order = await booked(hotel)
    const guest = browser()
    const before = Date.now()
    const found = await relayForPage(lxpContract.reservations.find, { body: { number: order.orderId, email: hotel.email } }, guest)
    expect(found).toMatchObject({ ok: true, value: { type: 'hotel', reservationId: order.reservationId } })
    expect(guest.grants).toEqual([{ reservationId: order.reservationId, email: hotel.email, until: expect.any(Number) }])
    expect(guest.grants[0]?.until).toBeGreaterThanOrEqual(before + foundBookingGrantSeconds * 1000)
    expect(guest.grants[0]?.until).toBeLessThanOrEqual(Date.now() + foundBookingGrantSeconds * 1000)
    expect(foundBookingGrantSeconds).toBe(3600)

    const missed = browser()
    expect(await relayForPage(lxpContract.reservations.find, { body: { number: order.orderId, email: 'wrong@example.com' } }, missed)).toMatchObject({ ok: false, status: 404 })
    expect(missed.grants).toEqual([])

    const member = browser(platinum)
    await relayForPage(lxpContract.reservations.find, { body: { number: order.orderId, email: hotel.email } }, member)
    expect(member.grants).toEqual([])
  })
})
