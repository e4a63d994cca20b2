// Issue 42 item 9, §R2.108: a member's points activity (GET /customer/points/activity). Every change to the balance is
// there with its booking: points spent on a booking, given back by its cancellation, earned once a trip is over (added
// once however many calls read the account then), and the entries add up to the balance the profile states.
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { CustomerProfileSchema } from '@contracts/lxp/customer-profile.schema'
import { PointsActivitySchema } from '@contracts/lxp/points-activity.schema'
import { OrderResponseSchema } from '@contracts/lxp/shared/booking.schema'
import { setTodayForTests } from '@simulator/clock'
import { asMember, balanceOf, bffAs, keyMaker, platinum, seededLxpDatabase, simulator, today, visaCard } from '../fixtures/lxp-http'
import { lineFixtures } from '../fixtures/lxp-lines'

const seeded = seededLxpDatabase()
vi.mock('@server/db/db.server', () => ({ database: async () => seeded.db }))

const hotel = lineFixtures().find((line) => line.line === 'hotel')!
const newKey = keyMaker('points-activity-key')
const card = visaCard('Jordan', 'Member')

const activity = async (query = '', customerId = platinum) => {
  const answer = await simulator('GET', `/customer/points/activity${query}`, undefined, asMember(customerId))
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return PointsActivitySchema.parse(answer.body)
}
const profileBalance = async () => {
  const profile = CustomerProfileSchema.parse((await simulator('GET', '/customer/profile', undefined, asMember(platinum))).body)
  if (profile.loyalty.type !== 'CARD_BASED') throw new Error('the platinum member is card based')
  return profile.loyalty.cardProfiles.find((entry) => entry.card.isDefault)!.profile.points.balance
}
/** Books the hotel fixture's stay as the platinum member: `points` of it in points, the rest by card. */
async function book(points: number) {
  const quote = hotel.quoteSchema.parse((await simulator('POST', '/hotel/checkout/quote', hotel.selection(), asMember(platinum))).body) as { price: { dueNow: number } }
  const booked = await simulator('POST', '/hotel/book', hotel.bookRequest(quote.price.dueNow, { mode: points > 0 ? 2 : 0, points, card }), { 'idempotency-key': newKey(), ...asMember(platinum) })
  expect(booked.status, JSON.stringify(booked.body)).toBe(201)
  const { reservationId } = OrderResponseSchema.parse(booked.body)
  return { reservationId, path: `/reservations/hotel/${reservationId}` }
}
const reservation = async (path: string) => (await simulator('GET', path, undefined, asMember(platinum))).body as { earnedPoints: number; stay: { checkOut: string }; orderId: string }

beforeAll(async () => {
  await hotel.prepare(seeded.db)
})

describe('GET /customer/points/activity', () => {
  it('lists points spent on a booking and given back by its cancellation, each with the booking, adding up to the balance', async () => {
    const start = await balanceOf(seeded.db, platinum)
    const { reservationId, path } = await book(1_000)
    const cancelled = await simulator('POST', `${path}/cancel`, {}, { 'idempotency-key': newKey(), ...asMember(platinum) })
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    const answer = await activity()
    const [refund, spend] = answer.items
    expect(spend).toMatchObject({ kind: 'REDEEMED', points: -1_000, balance: start - 1_000, booking: { reservationId, type: 'HOTEL', status: 'CANCELLED' } })
    expect(refund).toMatchObject({ kind: 'REFUNDED', points: 1_000, balance: start, booking: { reservationId } })
    expect(answer.balance).toBe(await profileBalance())
    expect(answer.openingBalance + answer.items.reduce((total, entry) => total + entry.points, 0)).toBe(answer.balance)
    expect(answer.pending.some((trip) => trip.booking.reservationId === reservationId)).toBe(false)
  })

  it('says what a trip will earn until it is over, then adds it once, as the profile and this history both read it', async () => {
    const { reservationId, path } = await book(0)
    const { earnedPoints, stay } = await reservation(path)
    expect(earnedPoints).toBeGreaterThan(0)
    const before = await activity()
    expect(before.pending.find((trip) => trip.booking.reservationId === reservationId)).toMatchObject({ points: earnedPoints, postsAfter: stay.checkOut })
    // The stay is over everywhere two days after its last day (UTC−12 to UTC+14): the points are added, once.
    const over = new Date(Date.parse(`${stay.checkOut}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10)
    setTodayForTests(over)
    try {
      const [first, second] = await Promise.all([activity(), profileBalance()])
      const after = await activity()
      expect(after.balance).toBe(before.balance + earnedPoints)
      expect(second).toBe(after.balance)
      expect(first.balance).toBe(after.balance)
      expect(after.items.filter((entry) => entry.kind === 'EARNED')).toEqual([expect.objectContaining({ points: earnedPoints, balance: after.balance, booking: expect.objectContaining({ reservationId }) })])
      expect(after.pending.some((trip) => trip.booking.reservationId === reservationId)).toBe(false)
      expect(after.openingBalance).toBe(before.openingBalance)
    } finally {
      setTodayForTests(today)
    }
  })

  it('pages newest first, keeps each member to their own, and refuses a page size out of range', async () => {
    const all = await activity()
    const second = await activity('?page=2&pageSize=1')
    expect(second).toMatchObject({ page: 2, pageSize: 1, total: all.total, pageCount: all.total })
    expect(second.items[0]?.entryId).toBe(all.items[1]?.entryId)
    expect((await activity('', 'CC-100002')).items).toEqual([])
    const refused = await simulator('GET', '/customer/points/activity?pageSize=500', undefined, asMember(platinum))
    expect([refused.status, refused.body.errors[0].field]).toEqual([400, 'query.pageSize'])
  })

  it('is a signed-in member’s only: the site’s API answers 401 without a session', async () => {
    const answer = await bffAs('192.0.2.90')('GET', '/customer/points/activity')
    expect(answer.status).toBe(401)
    expect(answer.body).toMatchObject({ errors: [expect.objectContaining({ category: expect.any(String) })] })
  })
})
