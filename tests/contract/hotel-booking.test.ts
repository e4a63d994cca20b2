// DESIGN.md §4 "checkout" and "reservations", §6 money, points and payment; SPEC.md §3 order response
// and error wrappers, §4 payment modes (CASH 0, POINTS 1, SPLIT 2, PLAN 3), §5 card rules, §9 trip
// protection 0.5: hotel quote, booking (idempotent), view and cancellation, over HTTP on the simulator
// (as a member through the customer header) and on the BFF (as a guest).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { HotelQuoteSchema, OrderResponseSchema, type HotelBookRequest, type HotelSelection } from '@contracts/lxp/hotel-checkout.schema'
import { CancellationQuoteSchema, HotelReservationSchema, ReservationListSchema } from '@contracts/lxp/reservations.schema'
import type { DatabaseHandle } from '@server/db/database.server'
import { seed } from '@server/db/seed.server'
import { openTestDatabase } from '../fixtures/database'

let handle: DatabaseHandle
vi.mock('@server/db/db.server', () => ({ database: async () => handle.db }))

const { handleApiRequest } = await import('@server/bff/api-handler.server')
const { handleSimulatorRequest } = await import('@simulator/simulator-handler.server')
const { setTodayForTests } = await import('@simulator/clock')
const { getHotelOffer } = await import('@simulator/hotel/hotel-offer.server')
const { searchHotels } = await import('@simulator/hotel/hotel-search.server')
const { pointsAccount } = await import('@simulator/loyalty/points-account.server')
const { simRoomNights } = await import('@simulator/simulator.tables')

const today = '2027-01-10'
const platinum = 'CC-100001'
const inactive = 'CC-100005'
const stay = { checkIn: '2027-03-12', checkOut: '2027-03-15', rooms: 1, adults: 2 }
let selection: HotelSelection
let payLater: HotelSelection | undefined

const card = {
  cardNumber: '4111 1111 1111 1111',
  cardCVV: '123',
  cardExpDate: '12/30',
  cardHolderFirstName: 'Jordan',
  cardHolderLastName: 'Guest',
  billingAddress: { address: '1 Main Street', city: 'Springfield', country: 'US', state: 'IL', zipCode: '62701' },
}
const traveler = { firstName: 'Jordan', lastName: 'Guest', email: 'jordan@example.com', phone: '+1 202 555 0143' }

let keyCounter = 0
const newKey = () => `test-key-${String(++keyCounter).padStart(8, '0')}`

async function simulator(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await handleSimulatorRequest(
    new Request(`http://simulator.internal/api/lxp${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) }),
  )
  return { status: response.status, body: await response.json(), headers: response.headers }
}

const asMember = (customerId: string) => ({ 'x-customer-id': customerId })

async function quote(customerId?: string, chosen = selection) {
  const answer = await simulator('POST', '/hotel/checkout/quote', chosen, customerId ? asMember(customerId) : {})
  expect(answer.status).toBe(200)
  return HotelQuoteSchema.parse(answer.body)
}

function bookRequest(dueNow: number, changes: Partial<HotelBookRequest> = {}): HotelBookRequest {
  return { ...selection, traveler, payment: { mode: 0, points: 0, card }, acceptTerms: true, expectedDueNow: dueNow, ...changes }
}

async function book(request: HotelBookRequest, key = newKey(), customerId?: string) {
  return simulator('POST', '/hotel/book', request, { 'idempotency-key': key, ...(customerId ? asMember(customerId) : {}) })
}

async function roomNightsTaken(roomTypeId: string) {
  const rows = await handle.db.select().from(simRoomNights).where(eq(simRoomNights.roomTypeId, roomTypeId))
  return rows.reduce((sum, row) => sum + row.booked, 0)
}

async function balanceOf(customerId: string) {
  return (await pointsAccount(handle.db, customerId))?.balance ?? -1
}

beforeAll(async () => {
  handle = await openTestDatabase()
  await seed(handle.db)
  setTodayForTests(today)
  // A prepaid, points-eligible, refundable rate of a New York hotel; and a pay-later rate somewhere.
  const results = await searchHotels(handle.db, { destination: 'New York', checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: [{ adults: 2, childAges: [] }], filters: { pointsEligible: true }, pageSize: 50 }, today)
  for (const item of results.items) {
    const offer = await getHotelOffer(handle.db, item.id, stay, today)
    for (const room of offer.rooms) {
      for (const rate of room.rates) {
        const chosen = { hotelId: offer.id, roomTypeId: room.id, rateId: rate.id, ...stay }
        if (!selection && rate.pointsEligible && rate.refundable && rate.payment === 'PAY_NOW' && rate.freeCancellationUntil) selection = chosen
        if (!payLater && rate.payment === 'PAY_LATER') payLater = chosen
      }
    }
    if (selection && payLater) break
  }
  expect(selection).toBeDefined()
})
// Each test starts with every room free (rooms sell out after a few bookings).
beforeEach(async () => {
  await handle.db.delete(simRoomNights)
})
afterAll(async () => {
  setTodayForTests(undefined)
  await handle.close()
})

describe('POST /hotel/checkout/quote', () => {
  it('offers a guest the card only, and says why points are not possible', async () => {
    const answer = await quote()
    expect(answer.paymentModes).toEqual([0])
    expect(answer.points).toMatchObject({ usable: false, balance: null, max: 0, reason: 'Sign in as a card member to pay with points.' })
    expect(answer.price.total).toBe(answer.price.dueNow + answer.price.dueAtProperty)
    expect(answer.tripProtection).toMatchObject({ available: true, reimbursedShare: 0.5 })
    expect(answer.tripProtection.premium.amount).toBe(Math.round((answer.price.dueNow * 700) / 10_000))
  })

  it('offers a Platinum member points, split and the plan, with 10 points for 7 cents', async () => {
    const answer = await quote(platinum)
    expect(answer.paymentModes).toEqual([0, 1, 2, 3])
    expect(answer.points.forDueNow).toBe(Math.ceil((answer.price.dueNow * 10) / 7))
    expect(answer.points.max).toBe(answer.points.forDueNow)
    expect(answer.plan?.installments).toBe(3)
    // SPEC.md §4 PLAN: the instalments add up to what is due now, the last absorbing the rounding.
    const plan = answer.plan!
    expect(plan.installment.amount * 2 + plan.lastInstallment.amount).toBe(answer.price.dueNow)
    expect(plan.lastInstallment.amount - plan.installment.amount).toBeGreaterThanOrEqual(0)
    expect(answer.earn.perCurrencyUnit).toBe(5)
  })

  it('follows the site: no points to burn or earn on hotels when site config switches them off (SPEC.md §3), on the pages and the HTTP API alike', async () => {
    const { loadSiteConfig } = await import('@server/site/site.server')
    const { siteConfig } = await import('@server/db/schema')
    const config = await loadSiteConfig()
    const withHotelPoints = (points: { earn: boolean; burn: boolean }) => ({ ...config, linesOfBusiness: { ...config.linesOfBusiness, accommodations: { ...config.linesOfBusiness.accommodations!, points } } })
    await handle.db.update(siteConfig).set({ data: withHotelPoints({ earn: false, burn: false }) }).where(eq(siteConfig.siteId, 'default'))
    // The site's switches reach the platform with the BFF's call (x-line-points, docs/decisions/064).
    const { lxpClient } = await import('@server/upstream/upstream.server')
    const quoteThroughClient = async () => HotelQuoteSchema.parse((await lxpClient({ customerId: platinum }).hotel.quote({ body: selection })).body)
    try {
      const answer = await quoteThroughClient()
      expect(answer.paymentModes).toEqual([0, 3])
      expect(answer.points).toMatchObject({ usable: false, max: 0, reason: 'Points cannot be used for hotels on this site.' })
      expect(answer.earn).toEqual({ pointsIfPaidByCard: 0, perCurrencyUnit: 0 })
    } finally {
      await handle.db.update(siteConfig).set({ data: config }).where(eq(siteConfig.siteId, 'default'))
    }
    expect((await quoteThroughClient()).paymentModes).toEqual([0, 1, 2, 3])
  })

  it('refuses points to an inactive member (SPEC.md §4)', async () => {
    const answer = await quote(inactive)
    expect(answer.paymentModes).not.toContain(1)
    expect(answer.points.reason).toMatch(/inactive/)
  })

  it('takes no points on a pay-later rate', async () => {
    if (!payLater) return
    const answer = await quote(platinum, payLater)
    expect(answer.price.dueNow).toBe(0)
    expect(answer.points.usable).toBe(false)
  })
})

describe('POST /hotel/book', () => {
  it('books a guest by card once per idempotency key, keeping only the masked card', async () => {
    const { price } = await quote()
    const before = await roomNightsTaken(selection.roomTypeId)
    const key = newKey()
    const first = await book(bookRequest(price.dueNow), key)
    expect(first.status).toBe(201)
    const order = OrderResponseSchema.parse(first.body)
    expect(order.orderItems).toEqual([expect.objectContaining({ reservationId: order.reservationId, type: 'HOTEL', status: 'CONFIRMED' })])
    expect(first.headers.get('idempotent-replayed')).toBe('false')

    const again = await book(bookRequest(price.dueNow), key)
    expect([again.status, again.body, again.headers.get('idempotent-replayed')]).toEqual([201, first.body, 'true'])
    expect(await roomNightsTaken(selection.roomTypeId)).toBe(before + 3)

    const seen = await simulator('GET', `/reservations/hotel/${order.reservationId}?email=Jordan@Example.com`)
    const reservation = HotelReservationSchema.parse(seen.body)
    expect(reservation.payment).toMatchObject({ mode: 0, pointsUsed: 0, cardCharged: price.dueNow, card: { network: 'VI', maskedCardNumber: '•••• 1111' } })
    expect(JSON.stringify(seen.body)).not.toMatch(/4111 ?1111 ?1111|"123"/)
  })

  it('makes one reservation from two simultaneous requests with the same key (a double click)', async () => {
    const { price } = await quote()
    const before = await roomNightsTaken(selection.roomTypeId)
    const key = newKey()
    const [a, b] = await Promise.all([book(bookRequest(price.dueNow), key), book(bookRequest(price.dueNow), key)])
    expect([a.status, b.status]).toEqual([201, 201])
    expect(a.body.reservationId).toBe(b.body.reservationId)
    expect(await roomNightsTaken(selection.roomTypeId)).toBe(before + 3)
  })

  it('refuses a reused key with another request, a changed price, a declined card, all in bookErrors', async () => {
    const { price } = await quote()
    const key = newKey()
    expect((await book(bookRequest(price.dueNow), key)).status).toBe(201)
    const reused = await book(bookRequest(price.dueNow, { specialRequests: 'High floor' }), key)
    expect([reused.status, reused.body.bookErrors[0].code, reused.body.bookErrors[0].field]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED', 'headers.idempotency-key'])

    const changed = await book(bookRequest(price.dueNow - 100))
    expect([changed.status, changed.body.bookErrors[0].code, changed.body.bookErrors[0].field]).toEqual([409, 'PRICE_CHANGED', 'body.expectedDueNow'])
    expect(changed.body.bookErrors[0].message).toMatch(/changed from \$[\d,.]+ to \$[\d,.]+/)

    const declined = await book(bookRequest(price.dueNow, { payment: { mode: 0, points: 0, card: { ...card, cardNumber: '4000 0000 0000 0002' } } }))
    expect([declined.status, declined.body.bookErrors[0].code, declined.body.bookErrors[0].field]).toEqual([422, 'CARD_DECLINED', 'body.payment.card.cardNumber'])
  })

  it('answers bad card data with field errors (SPEC.md §5)', async () => {
    const { price } = await quote()
    const bad = await book(bookRequest(price.dueNow, { payment: { mode: 0, points: 0, card: { ...card, cardNumber: '1234', cardCVV: '12', cardExpDate: '13/30', billingAddress: { ...card.billingAddress, zipCode: '1' } } } }))
    expect(bad.status).toBe(400)
    const fields = bad.body.errors.map((error: { field: string }) => error.field)
    expect(fields).toEqual(expect.arrayContaining(['body.payment.card.cardNumber', 'body.payment.card.cardCVV', 'body.payment.card.cardExpDate', 'body.payment.card.billingAddress.zipCode']))
  })

  it('pays by points: the balance falls; cancelling in the free period gives every point back', async () => {
    const { price, points } = await quote(platinum)
    const before = await balanceOf(platinum)
    const booked = await book(bookRequest(price.dueNow, { payment: { mode: 1, points: points.forDueNow } }), newKey(), platinum)
    expect(booked.status).toBe(201)
    expect(await balanceOf(platinum)).toBe(before - points.forDueNow)

    const trips = ReservationListSchema.parse((await simulator('GET', '/customer/reservations?when=upcoming', undefined, asMember(platinum))).body)
    expect(trips.items.map((item) => item.reservationId)).toContain(booked.body.reservationId)

    const path = `/reservations/hotel/${booked.body.reservationId}`
    const offered = CancellationQuoteSchema.parse((await simulator('POST', `${path}/cancel/quote`, {}, asMember(platinum))).body)
    expect(offered).toMatchObject({ cancellable: true, freeCancellation: true, pointsRefund: points.forDueNow, refund: { amount: 0 }, penalty: { amount: 0 } })

    const nightsBefore = await roomNightsTaken(selection.roomTypeId)
    const key = newKey()
    const cancelled = await simulator('POST', `${path}/cancel`, {}, { 'idempotency-key': key, ...asMember(platinum) })
    expect(cancelled.status).toBe(200)
    expect(HotelReservationSchema.parse(cancelled.body)).toMatchObject({ status: 'CANCELLED', cancellation: { pointsRefunded: points.forDueNow } })
    expect(await balanceOf(platinum)).toBe(before)
    expect(await roomNightsTaken(selection.roomTypeId)).toBe(nightsBefore - 3)

    const retried = await simulator('POST', `${path}/cancel`, {}, { 'idempotency-key': key, ...asMember(platinum) })
    expect([retried.status, retried.headers.get('idempotent-replayed')]).toEqual([200, 'true'])
    expect(await balanceOf(platinum)).toBe(before)
    const twice = await simulator('POST', `${path}/cancel`, {}, { 'idempotency-key': newKey(), ...asMember(platinum) })
    expect([twice.status, twice.body.cancelErrors[0].code]).toEqual([409, 'ALREADY_CANCELLED'])
  })

  it('splits points and card, and refuses more points than the member has', async () => {
    const { price, points } = await quote(platinum)
    const used = Math.floor(points.forDueNow / 2)
    const booked = await book(bookRequest(price.dueNow, { payment: { mode: 2, points: used, card } }), newKey(), platinum)
    expect(booked.status).toBe(201)
    const reservation = HotelReservationSchema.parse((await simulator('GET', `/reservations/hotel/${booked.body.reservationId}`, undefined, asMember(platinum))).body)
    expect(reservation.payment.pointsUsed).toBe(used)
    expect(reservation.payment.pointsValue + reservation.payment.cardCharged).toBe(price.dueNow)
    expect(reservation.payment.pointsValue).toBe(Math.floor((used * 7) / 10))

    const zero = await quote('CC-100006')
    expect(zero.points).toMatchObject({ usable: false, reason: 'You have no points to use yet.' })
    const refused = await book(bookRequest(price.dueNow, { payment: { mode: 2, points: 100, card } }), newKey(), 'CC-100006')
    expect([refused.status, refused.body.bookErrors[0].code]).toEqual([422, 'PAYMENT_NOT_ALLOWED'])
  })

  it('keeps the penalty after the free-cancellation deadline, and trip protection reimburses half of it', async () => {
    const { price, tripProtection } = await quote()
    const protectedBooking = bookRequest(price.dueNow, {
      tripProtection: { tripProtectionProduct: true, tripProtectionProductAgree: true, tripProtectionElectronicCommunicationAccept: true, tripProtectionSignAccept: true },
    })
    const booked = await book(protectedBooking)
    expect(booked.status).toBe(201)
    const path = `/reservations/hotel/${booked.body.reservationId}`
    const reservation = HotelReservationSchema.parse((await simulator('GET', `${path}?email=${traveler.email}`)).body)
    expect(reservation.payment.cardCharged).toBe(price.dueNow + tripProtection.premium.amount)

    setTodayForTests('2027-03-11')
    try {
      const late = CancellationQuoteSchema.parse((await simulator('POST', `${path}/cancel/quote`, { email: traveler.email })).body)
      expect(late.freeCancellation).toBe(false)
      expect(late.penalty.amount).toBeGreaterThan(0)
      expect(late.protectionReimbursement.amount).toBe(Math.floor(late.penalty.amount * 0.5))
      expect(late.refund.amount).toBe(price.dueNow - late.penalty.amount + late.protectionReimbursement.amount)
    } finally {
      setTodayForTests(today)
    }
  })

  it('hides a reservation from anyone else', async () => {
    const { price } = await quote()
    const booked = await book(bookRequest(price.dueNow))
    const path = `/reservations/hotel/${booked.body.reservationId}`
    expect((await simulator('GET', `${path}?email=someone@example.com`)).status).toBe(404)
    expect((await simulator('GET', path, undefined, asMember(platinum))).status).toBe(404)
    expect((await simulator('GET', path)).status).toBe(401)
  })
})

describe('the BFF at /api/lxp', () => {
  async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await handleApiRequest(
      new Request(`http://localhost/api/lxp${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) }),
    )
    return { status: response.status, body: await response.json() }
  }

  it('relays a guest booking, its view and its cancellation', async () => {
    const quoted = await api('POST', '/hotel/checkout/quote', selection)
    expect(quoted.status).toBe(200)
    const booked = await api('POST', '/hotel/book', bookRequest(quoted.body.price.dueNow), { 'idempotency-key': newKey() })
    expect(booked.status).toBe(201)
    const path = `/reservations/hotel/${booked.body.reservationId}`
    expect((await api('GET', `${path}?email=${traveler.email}`)).body.status).toBe('CONFIRMED')
    const cancelled = await api('POST', `${path}/cancel`, { email: traveler.email }, { 'idempotency-key': newKey() })
    expect([cancelled.status, cancelled.body.status]).toEqual([200, 'CANCELLED'])
  })

  it('needs an idempotency key to book', async () => {
    const answer = await api('POST', '/hotel/book', bookRequest(1))
    expect(answer.status).toBe(400)
    expect(answer.body.errors[0].field).toBe('headers.idempotency-key')
  })

  it('keeps the error wrapper of a refused booking', async () => {
    const answer = await api('POST', '/hotel/book', bookRequest(1), { 'idempotency-key': newKey() })
    expect([answer.status, answer.body.bookErrors?.[0]?.code]).toEqual([409, 'PRICE_CHANGED'])
  })
})
