// §D4 "checkout" and "reservations", §R6 money, points and payment; §R3.49 order response,
// error object and wrappers, §R4.19 payment modes (CASH 0, POINTS 1, SPLIT 2), §R9 booking and cancellation
// retries (idempotency): what every line's booking does alike, once per line (hotel, dining, air, car,
// activity), over HTTP on the simulator (as a member through the customer header) and on the BFF (as
// a guest). What only one line does is in that line's file (lxp-<line>.test.ts, hotel-booking.test.ts).
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { OrderResponseSchema } from '@contracts/lxp/shared/booking.schema'
import { CancellationQuoteSchema } from '@contracts/lxp/shared/reservation.schema'
import { ReservationListSchema, type ReservationSummary } from '@contracts/lxp/reservations.schema'
import { asMember, balanceOf, bffAs, keyMaker, platinum, reservationCount, seededLxpDatabase, simulator, today, visaCard } from '../fixtures/lxp-http'
import { lineFixtures, type Payment } from '../fixtures/lxp-lines'
import { pointsEarnedOn } from '@contracts/domain/points'
import { tripDeadlineText } from '~/line-trip-registry'
import { cancellationPolicyText } from '~/features/hotel/hotel-cancellation-policy'
import { airFreeCancellationFact } from '~/features/air/air-free-cancellation'
import { airTripText } from '~/i18n/plain/air-trip'
import type { FreeCancellationEnded } from '@contracts/lxp/shared/reservation.schema'
import { setNowForTests, setTodayForTests } from '@simulator/clock'
import { cancellationPolicyDescriptionText, type PolicyTerms } from '~/features/reservations/cancellation-policy-text'

const seeded = seededLxpDatabase()
vi.mock('@server/db/db.server', () => ({ database: async () => seeded.db }))

const newKey = keyMaker('booking-test-key')
const card = visaCard('Jordan', 'Guest')
const byCard: Payment = { mode: 0, points: 0, card }

const lines = lineFixtures()

type PageTerms = {
  type: string
  createdAt: string
  freeCancellationEnded?: FreeCancellationEnded
  cancellationPolicy: PolicyTerms
  /** The venue whose clock the page names: the rental desk's, the restaurant's, the start's. */
  offer?: { pickUpLocation?: { timeZone: string } }
  restaurant?: { timeZone: string }
  timeZone?: string
  rate: { cancellationPolicy: { refundable: boolean; freeCancellationUntil: string | null; penaltyAfterDeadline: { amount: number; currency: string }; description: string } }
  hotel: { timeZone: string }
  itinerary: { bounds: { segments: { from: { timeZone: string } }[] }[] }
}

/** A trip's cancellation deadline in the words its reservation page states it and in My Trips' (the line's registered text on the list's terms). */
function deadlineWords(reservation: unknown, trip: ReservationSummary | undefined) {
  expect(trip?.cancellation, 'My Trips has the deadline terms').toBeDefined()
  const page = reservation as PageTerms
  const instantZone = page.type === 'AIR' ? page.itinerary.bounds[0]!.segments[0]!.from.timeZone : 'UTC'
  const pageSays =
    page.type === 'HOTEL'
      ? cancellationPolicyText(page.rate.cancellationPolicy, page.hotel.timeZone)
      : page.type === 'AIR'
        ? airTripText('reservation-details.fact-line', airFreeCancellationFact(page, instantZone))
        : cancellationPolicyDescriptionText(page.cancellationPolicy, page.offer?.pickUpLocation?.timeZone ?? page.restaurant?.timeZone ?? page.timeZone)
  const tripSays = trip?.cancellation ? tripDeadlineText(trip.type)({ createdAt: trip.createdAt, cancellation: trip.cancellation }, instantZone) : null
  return { pageSays, tripSays }
}

/** What every line's quote and reservation say alike. */
type Agreed = { price: { currency: string; total: number; dueNow: number }; points: { forDueNow: number }; earn: { perCurrencyUnit: number }; cancellationPolicy?: { refundable: boolean } }

describe.each(lines)('booking: $line', (line) => {
  const quote = async (customerId?: string) => {
    const answer = await simulator('POST', `/${line.line}/checkout/quote`, line.selection(), customerId ? asMember(customerId) : {})
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return line.quoteSchema.parse(answer.body)
  }
  const book = (request: object, key = newKey(), customerId?: string) => simulator('POST', `/${line.line}/book`, request, { 'idempotency-key': key, ...(customerId ? asMember(customerId) : {}) })
  const reservationPath = (reservationId: string) => `/reservations/${line.line}/${reservationId}`
  const bff = bffAs(`192.0.2.${lines.indexOf(line) + 1}`)
  /** Books as the platinum member, half the points the quote allows and the card for the rest (SPLIT). */
  const bookSplit = async () => {
    const { price, points } = await quote(platinum)
    const used = Math.floor(points.forDueNow / 2)
    const before = await balanceOf(seeded.db, platinum)
    const booked = await book(line.bookRequest(price.dueNow, { mode: 2, points: used, card }), newKey(), platinum)
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    return { price, used, before, path: reservationPath(booked.body.reservationId) }
  }

  beforeAll(() => line.prepare(seeded.db))
  // Each test starts with all the inventory free (offers sell out after a few bookings).
  beforeEach(() => line.freeInventory(seeded.db))

  it('books once per idempotency key: a replay answers the same order, the same key with another body is refused', async () => {
    const { price } = await quote()
    const key = newKey()
    const first = await book(line.bookRequest(price.dueNow, byCard), key)
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    const order = OrderResponseSchema.parse(first.body)
    expect(order.orderItems).toEqual([expect.objectContaining({ reservationId: order.reservationId, type: line.type, status: 'CONFIRMED' })])
    expect(first.headers.get('idempotent-replayed')).toBe('false')

    const replay = await book(line.bookRequest(price.dueNow, byCard), key)
    expect([replay.status, replay.body, replay.headers.get('idempotent-replayed')]).toEqual([201, first.body, 'true'])
    expect(await line.taken(seeded.db)).toBe(line.unitsPerBooking)

    const reused = await book(line.otherRequest(price.dueNow, byCard), key)
    expect([reused.status, reused.body.bookErrors[0].code, reused.body.bookErrors[0].field]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED', 'headers.idempotency-key'])
  })

  it('makes exactly one reservation from concurrent identical requests (a double click)', async () => {
    const { price } = await quote()
    const before = await reservationCount(seeded.db, line.type)
    const key = newKey()
    const answers = await Promise.all([1, 2, 3].map(() => book(line.bookRequest(price.dueNow, byCard), key)))
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201])
    expect(new Set(answers.map((answer) => answer.body.reservationId)).size).toBe(1)
    expect(await reservationCount(seeded.db, line.type)).toBe(before + 1)
    expect(await line.taken(seeded.db)).toBe(line.unitsPerBooking)
  })

  // Issue 36 consistency suite: each screen reads one of these answers (checkout the quote; confirmation
  // and reservation page the reservation; My Trips the list; the cancel page its quote), so they agree
  // when the answers do: price, points, refundability and what is due now.
  it('says the same price, points and terms on checkout, confirmation, reservation page, My Trips and the cancel page', async () => {
    const checkout = (await quote(platinum)) as unknown as Agreed & { price: { total: number; dueNow: number } }
    const used = Math.floor(checkout.points.forDueNow / 2)
    const booked = await book(line.bookRequest(checkout.price.dueNow, { mode: 2, points: used, card }), newKey(), platinum)
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    const reservationId = OrderResponseSchema.parse(booked.body).reservationId
    const path = reservationPath(reservationId)
    const reservation = line.reservationSchema.parse((await simulator('GET', path, undefined, asMember(platinum))).body) as unknown as Agreed & {
      payment: { pointsUsed: number; pointsValue: number; cardCharged: number }
      earnedPoints: number
    }
    expect({ total: reservation.price.total, dueNow: reservation.price.dueNow, currency: reservation.price.currency }).toEqual({ total: checkout.price.total, dueNow: checkout.price.dueNow, currency: checkout.price.currency })
    expect(reservation.payment.pointsUsed).toBe(used)
    expect(reservation.payment.pointsValue + reservation.payment.cardCharged).toBe(checkout.price.dueNow)
    if (checkout.cancellationPolicy && reservation.cancellationPolicy) expect(reservation.cancellationPolicy.refundable).toBe(checkout.cancellationPolicy.refundable)
    // The points earned: what checkout's summary said the card part earns is what the confirmation and reservation page say (issue 36, second pass item 1).
    expect(checkout.earn.perCurrencyUnit).toBeGreaterThan(0)
    expect(reservation.earnedPoints).toBe(pointsEarnedOn(checkout.price.dueNow - reservation.payment.pointsValue, checkout.earn.perCurrencyUnit))

    const trips = ReservationListSchema.parse((await simulator('GET', `/customer/reservations?type=${line.type}&pageSize=50`, undefined, asMember(platinum))).body)
    expect(trips.items.find((trip) => trip.reservationId === reservationId)).toMatchObject({ total: { amount: reservation.price.total, currency: reservation.price.currency }, pointsUsed: used })

    // Until when it cancels free: My Trips' words (the line's registered text on the list's terms) are the reservation page's,
    // from the reservation's own policy by the text that page uses (issue 36: one rule, one text); a flight's, with the page's term before them.
    const { pageSays, tripSays } = deadlineWords(reservation, trips.items.find((item) => item.reservationId === reservationId))
    expect(tripSays).toBe(pageSays)
    expect(pageSays).toMatch(/cancel|refund/i)
    expect(pageSays).not.toMatch(/passed/)

    const offered = CancellationQuoteSchema.parse((await simulator('POST', `${path}/cancel/quote`, {}, asMember(platinum))).body)
    expect({ refund: offered.refund.amount, points: offered.pointsRefund }).toEqual({ refund: reservation.payment.cardCharged - offered.penalty.amount + offered.protectionReimbursement.amount, points: used })
  })

  // The deadline is read on the venue's clock when the booking is read, not kept as stored: past it, the reservation, My
  // Trips and the cancel page say it has passed and what cancelling costs now, never "Free cancellation until <a passed day>" (issue 36).
  it('says once its free cancellation has passed that it has, and what cancelling costs now, on the reservation page, My Trips and the cancel page', async () => {
    const { price } = await quote()
    const booked = await book(line.bookRequest(price.dueNow, byCard), newKey(), platinum)
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    const { reservationId } = OrderResponseSchema.parse(booked.body)
    const path = reservationPath(reservationId)
    const tripOf = async () => ReservationListSchema.parse((await simulator('GET', `/customer/reservations?type=${line.type}&pageSize=50`, undefined, asMember(platinum))).body).items.find((item) => item.reservationId === reservationId)
    const before = await tripOf()
    expect(before?.cancellation?.freeCancellationEnded).toBeUndefined()
    try {
      // The small hours (UTC) of the first day: past every line's free period, before any of them starts.
      setNowForTests(`${before!.startDate}T00:30:00Z`)
      const reservation = line.reservationSchema.parse((await simulator('GET', path, undefined, asMember(platinum))).body) as unknown as { freeCancellationEnded?: { penalty: { amount: number }; description: string } }
      const trip = await tripOf()
      const offered = CancellationQuoteSchema.parse((await simulator('POST', `${path}/cancel/quote`, {}, asMember(platinum))).body)
      expect(offered.cancellable).toBe(true)
      expect(reservation.freeCancellationEnded).toEqual({ penalty: offered.penalty, description: expect.stringMatching(/^The free cancellation period has passed\. /) })
      expect(offered.description.startsWith(reservation.freeCancellationEnded!.description.replace('The free cancellation period has passed. ', ''))).toBe(true)
      expect(trip?.cancellation?.freeCancellationEnded).toEqual(reservation.freeCancellationEnded)
      const { pageSays, tripSays } = deadlineWords(reservation, trip)
      expect(tripSays).toBe(pageSays)
      expect(pageSays).toMatch(/free cancellation period has passed/i)
      expect(pageSays).not.toMatch(/until/i)
    } finally {
      setTodayForTests(today)
    }
  })

  // One definition of what is due (issue 36): the quote's dueNow is the price due now, trip protection apart; the booking
  // checks it so; what the points and the card pay is that and the premium, to the cent, on the reservation and My Trips.
  // With protection, Both may put points on all the price, the card paying the premium (the traveller's pass: one point short).
  it('adds up with trip protection, points and card: the price due now and the premium are what the points and the card paid, on the reservation and My Trips', async () => {
    const checkout = (await quote(platinum)) as unknown as { price: { total: number; dueNow: number; currency: string }; points: { forDueNow: number; max: number }; tripProtection: { available: boolean; premium: { amount: number } } }
    expect(checkout.tripProtection.available).toBe(true)
    const premium = checkout.tripProtection.premium.amount
    const protection = { tripProtectionProduct: true, tripProtectionProductAgree: true, tripProtectionElectronicCommunicationAccept: true, tripProtectionSignAccept: true }
    const points = Math.min(checkout.points.forDueNow, checkout.points.max)
    const booked = await book({ ...line.bookRequest(checkout.price.dueNow, { mode: 2, points, card }), tripProtection: protection }, newKey(), platinum)
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    const { reservationId } = OrderResponseSchema.parse(booked.body)
    const reservation = line.reservationSchema.parse((await simulator('GET', reservationPath(reservationId), undefined, asMember(platinum))).body) as unknown as {
      price: { total: number; dueNow: number }
      payment: { pointsUsed: number; pointsValue: number; cardCharged: number }
      tripProtection: { selected: boolean; premium: { amount: number } }
    }
    expect(reservation.tripProtection).toEqual({ selected: true, premium: { amount: premium, currency: checkout.price.currency } })
    expect(reservation.price.dueNow).toBe(checkout.price.dueNow)
    expect(reservation.payment.pointsUsed).toBe(points)
    expect(reservation.payment.pointsValue + reservation.payment.cardCharged).toBe(reservation.price.dueNow + premium)
    if (points === checkout.points.forDueNow) expect(reservation.payment.cardCharged).toBe(premium)
    const trips = ReservationListSchema.parse((await simulator('GET', `/customer/reservations?type=${line.type}&pageSize=50`, undefined, asMember(platinum))).body)
    const trip = trips.items.find((item) => item.reservationId === reservationId)!
    expect(trip.total.amount).toBe(reservation.price.total + premium)
    // What My Trips says the card paid beside the points (the total less what the points paid, less any part due later) is the card's charge.
    expect(trip.total.amount - (trip.pointsValue ?? 0) - (trip.dueAtProperty ?? 0)).toBe(reservation.payment.cardCharged)
  })

  it('refuses a changed price with 409 and PRICE_CHANGED in bookErrors, on the simulator and through the BFF', async () => {
    const { price } = await quote()
    for (const send of [simulator, bff]) {
      const changed = await send('POST', `/${line.line}/book`, line.bookRequest(price.dueNow - 1, byCard), { 'idempotency-key': newKey() })
      expect([changed.status, changed.body.bookErrors?.[0]?.code]).toEqual([409, 'PRICE_CHANGED'])
    }
    expect(await line.taken(seeded.db)).toBe(0)
  })

  it('pays by points: the balance falls, My Trips lists it, and cancelling in the free period gives every point and the inventory back, once per key', async () => {
    const { price, points } = await quote(platinum)
    const before = await balanceOf(seeded.db, platinum)
    const booked = await book(line.bookRequest(price.dueNow, { mode: 1, points: points.forDueNow }), newKey(), platinum)
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    expect(await balanceOf(seeded.db, platinum)).toBe(before - points.forDueNow)
    const { reservationId } = booked.body

    const trips = ReservationListSchema.parse((await simulator('GET', `/customer/reservations?type=${line.type}&when=upcoming`, undefined, asMember(platinum))).body)
    // Paid wholly in points: what the points paid is what was due now, so My Trips can say points only (issue 37 item 10).
    expect(trips.items.find((trip) => trip.reservationId === reservationId)).toMatchObject({ type: line.type, status: 'CONFIRMED', pointsUsed: points.forDueNow, pointsValue: price.dueNow })

    const path = reservationPath(reservationId)
    const view = line.reservationSchema.parse((await simulator('GET', path, undefined, asMember(platinum))).body)
    expect(view.payment).toMatchObject({ mode: 1, pointsUsed: points.forDueNow, cardCharged: 0, card: null })

    const offered = CancellationQuoteSchema.parse((await simulator('POST', `${path}/cancel/quote`, {}, asMember(platinum))).body)
    expect(offered).toMatchObject({ cancellable: true, freeCancellation: true, pointsRefund: points.forDueNow, refund: { amount: 0 }, penalty: { amount: 0 } })

    const key = newKey()
    const cancelled = await simulator('POST', `${path}/cancel`, {}, { 'idempotency-key': key, ...asMember(platinum) })
    expect(cancelled.status).toBe(200)
    // A cancellation number to quote, and the points back with nothing to the card (issue 36 item 15).
    expect(line.reservationSchema.parse(cancelled.body)).toMatchObject({ status: 'CANCELLED', cancellation: { cancellationNumber: expect.stringMatching(/^CX-[A-Z2-9]{10}$/), pointsRefunded: points.forDueNow, refund: { amount: 0 } } })
    expect(await balanceOf(seeded.db, platinum)).toBe(before)
    expect(await line.taken(seeded.db)).toBe(0)

    const retried = await simulator('POST', `${path}/cancel`, {}, { 'idempotency-key': key, ...asMember(platinum) })
    expect([retried.status, retried.headers.get('idempotent-replayed')]).toEqual([200, 'true'])
    expect(await balanceOf(seeded.db, platinum)).toBe(before)
    const twice = await simulator('POST', `${path}/cancel`, {}, { 'idempotency-key': newKey(), ...asMember(platinum) })
    expect([twice.status, twice.body.cancelErrors[0].code]).toEqual([409, 'ALREADY_CANCELLED'])
  })

  it('splits points and card: the points pay their value, the card the rest', async () => {
    const { price, used, before, path } = await bookSplit()
    expect(await balanceOf(seeded.db, platinum)).toBe(before - used)
    const view = await simulator('GET', path, undefined, asMember(platinum))
    const { payment } = line.reservationSchema.parse(view.body)
    expect(payment).toMatchObject({ mode: 2, pointsUsed: used, pointsValue: Math.floor((used * 7) / 10) })
    expect(payment.pointsValue + payment.cardCharged).toBe(price.dueNow)
  })

  it('cancels a split payment for exactly what the cancellation page quoted: the card its charge, the points their points (issue 21)', async () => {
    const { before, path } = await bookSplit()
    const { payment } = line.reservationSchema.parse((await simulator('GET', path, undefined, asMember(platinum))).body)

    // The numbers the cancellation page shows (refund to the card, points back, charge) are the reservation's payment.
    const offered = CancellationQuoteSchema.parse((await simulator('POST', `${path}/cancel/quote`, {}, asMember(platinum))).body)
    expect(offered).toMatchObject({ cancellable: true, freeCancellation: true, penalty: { amount: 0 }, refund: { amount: payment.cardCharged }, pointsRefund: payment.pointsUsed })

    const cancelled = await simulator('POST', `${path}/cancel`, {}, { 'idempotency-key': newKey(), ...asMember(platinum) })
    expect(cancelled.status).toBe(200)
    const { cancellation } = line.reservationSchema.parse(cancelled.body)
    expect(cancellation).toMatchObject({ refund: offered.refund, penalty: offered.penalty, pointsRefunded: offered.pointsRefund, protectionReimbursement: offered.protectionReimbursement })
    expect(await balanceOf(seeded.db, platinum)).toBe(before)
    // The reservation page afterwards says the same.
    expect(line.reservationSchema.parse((await simulator('GET', path, undefined, asMember(platinum))).body).cancellation).toEqual(cancellation)
  })

  it("shows a guest's reservation to its email only, with only the masked card", async () => {
    const quoted = await bff('POST', `/${line.line}/checkout/quote`, line.selection())
    expect(quoted.status).toBe(200)
    const dueNow = line.quoteSchema.parse(quoted.body).price.dueNow
    const booked = await bff('POST', `/${line.line}/book`, line.bookRequest(dueNow, byCard), { 'idempotency-key': newKey() })
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    const path = reservationPath(booked.body.reservationId)

    const seen = await bff('GET', `${path}?email=${line.email.toUpperCase()}`)
    expect(seen.status).toBe(200)
    expect(line.reservationSchema.parse(seen.body)).toMatchObject({ status: 'CONFIRMED' })
    expect(line.reservationSchema.parse(seen.body).payment).toMatchObject({ mode: 0, pointsUsed: 0, cardCharged: dueNow, card: { network: 'VI', maskedCardNumber: '•••• 1111' } })
    expect(JSON.stringify(seen.body)).not.toMatch(/4111 ?1111 ?1111|"123"/)

    expect((await bff('GET', `${path}?email=someone@example.com`)).status).toBe(404)
    expect((await simulator('GET', path, undefined, asMember(platinum))).status).toBe(404)
    expect((await bff('GET', path)).status).toBe(401)
    expect((await bff('GET', `/reservations/${line.line}/bad id`)).status).toBe(400)

    const cancelled = await bff('POST', `${path}/cancel`, { email: line.email }, { 'idempotency-key': newKey() })
    expect([cancelled.status, cancelled.body.status]).toEqual([200, 'CANCELLED'])
  })

  it('answers 400 for a booking without the idempotency key, the terms or a card', async () => {
    const { price } = await quote()
    for (const send of [simulator, bff]) {
      const noKey = await send('POST', `/${line.line}/book`, line.bookRequest(price.dueNow, byCard))
      expect([noKey.status, noKey.body.errors[0].field]).toEqual([400, 'headers.idempotency-key'])
    }
    const noTerms = await bff('POST', `/${line.line}/book`, { ...line.bookRequest(price.dueNow, byCard), acceptTerms: false }, { 'idempotency-key': newKey() })
    expect(noTerms.status).toBe(400)
    const noCard = await bff('POST', `/${line.line}/book`, line.bookRequest(price.dueNow, { mode: 0, points: 0 }), { 'idempotency-key': newKey() })
    expect(noCard.status).toBe(400)
    expect(JSON.stringify(noCard.body)).toContain('payment.card')
    expect(await line.taken(seeded.db)).toBe(0)
  })
})
