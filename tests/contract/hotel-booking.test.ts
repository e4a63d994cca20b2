// §D4 "checkout" and "reservations", §R6 money, points and payment; §R3.49 order response
// and error wrappers, §R4.19 payment modes (CASH 0, POINTS 1, SPLIT 2, PLAN 3), §R5 card rules, §R9 trip
// protection 0.5: hotel quote, booking (idempotent), view and cancellation, over HTTP on the simulator
// (as a member through the customer header) and on the BFF (as a guest). What every line's booking does
// alike (idempotency, points, cancelling, guest access) is in lxp-booking.test.ts.
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { HotelSearchResultSchema } from '@contracts/lxp/hotel.schema'
import { HotelQuoteSchema, type HotelBookRequest, type HotelSelection } from '@contracts/lxp/hotel-checkout.schema'
import { CancellationQuoteSchema, HotelReservationSchema, ReservationListSchema } from '@contracts/lxp/reservations.schema'
import { setTodayForTests } from '@simulator/clock'
import { getHotelOffer } from '@simulator/hotel/hotel-offer.server'
import { searchHotels } from '@simulator/hotel/hotel-search.server'
import { simRoomNights } from '@simulator/hotel/hotel.tables'
import { asMember, bff, expectBadRequest, keyMaker, platinum, seededLxpDatabase, simulator, today, visaCard } from '../fixtures/lxp-http'

const seeded = seededLxpDatabase(simRoomNights)
vi.mock('@server/db/db.server', () => ({ database: async () => seeded.db }))

const inactive = 'CC-100005'
const stay = { checkIn: '2027-03-12', checkOut: '2027-03-15', rooms: 1, adults: 2, childAges: [] as number[] }
let selection: HotelSelection
let payLater: HotelSelection | undefined

const card = visaCard('Jordan', 'Guest')
const traveler = { firstName: 'Jordan', lastName: 'Guest', email: 'jordan@example.com', phone: '+1 202 555 0143' }

const newKey = keyMaker('test-key')

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

beforeAll(async () => {
  // A prepaid, points-eligible, refundable rate of a New York hotel; and a pay-later rate somewhere.
  const results = await searchHotels(seeded.db, { destination: 'New York', checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: [{ adults: 2, childAges: [] }], filters: { pointsEligible: true }, pageSize: 50 }, today)
  for (const item of results.items) {
    const offer = await getHotelOffer(seeded.db, item.id, stay, today)
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
    // §R4 PLAN: the instalments add up to what is due now, the last absorbing the rounding.
    const plan = answer.plan!
    expect(plan.installment.amount * 2 + plan.lastInstallment.amount).toBe(answer.price.dueNow)
    expect(plan.lastInstallment.amount - plan.installment.amount).toBeGreaterThanOrEqual(0)
    expect(answer.earn.perCurrencyUnit).toBe(5)
  })

  it('follows the site: no points to burn or earn on hotels when site config switches them off (§R3), on the pages and the HTTP API alike', async () => {
    const { loadSiteConfig } = await import('@server/site/site.server')
    const { siteConfig } = await import('@server/db/schema')
    const config = await loadSiteConfig()
    const withHotelPoints = (points: { earn: boolean; burn: boolean }) => ({ ...config, linesOfBusiness: { ...config.linesOfBusiness, accommodations: { ...config.linesOfBusiness.accommodations!, points } } })
    // The cached site configuration follows the database's change notice, which PostgreSQL delivers a moment later.
    const hotelPointsAre = (points: { earn: boolean; burn: boolean }) => vi.waitFor(async () => expect((await loadSiteConfig()).linesOfBusiness.accommodations?.points).toEqual(points))
    await seeded.db.update(siteConfig).set({ data: withHotelPoints({ earn: false, burn: false }) }).where(eq(siteConfig.siteId, 'default'))
    await hotelPointsAre({ earn: false, burn: false })
    // The site's switches reach the platform with the BFF's call (x-line-points, docs/decisions/064).
    const { lxpClient } = await import('@server/upstream/upstream.server')
    const quoteThroughClient = async () => HotelQuoteSchema.parse((await lxpClient({ customerId: platinum }).hotel.quote({ body: selection })).body)
    try {
      const answer = await quoteThroughClient()
      expect(answer.paymentModes).toEqual([0, 3])
      expect(answer.points).toMatchObject({ usable: false, max: 0, reason: 'Points cannot be used for hotels on this site.' })
      expect(answer.earn).toEqual({ pointsIfPaidByCard: 0, perCurrencyUnit: 0 })
      // The results say so too: a card's estimate is the quote's (issue 36, a traveller's second pass).
      const found = HotelSearchResultSchema.parse((await lxpClient({}).hotel.search({ body: { destination: 'New York', checkIn: selection.checkIn, checkOut: selection.checkOut, rooms: [{ adults: 2, childAges: [] }] } })).body)
      expect(found.items.length).toBeGreaterThan(0)
      expect(found.items.every((item) => item.earnPointsEstimate === 0)).toBe(true)
    } finally {
      await seeded.db.update(siteConfig).set({ data: config }).where(eq(siteConfig.siteId, 'default'))
    }
    await hotelPointsAre(config.linesOfBusiness.accommodations!.points)
    expect((await quoteThroughClient()).paymentModes).toEqual([0, 1, 2, 3])
  })

  it('refuses points to an inactive member (§R4)', async () => {
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
  it('says how the price changed, and refuses a declined card, in bookErrors', async () => {
    const { price } = await quote()
    const changed = await book(bookRequest(price.dueNow - 100))
    expect([changed.status, changed.body.bookErrors[0].code, changed.body.bookErrors[0].field]).toEqual([409, 'PRICE_CHANGED', 'body.expectedDueNow'])
    expect(changed.body.bookErrors[0].message).toMatch(/changed from \$[\d,.]+ to \$[\d,.]+/)

    const declined = await book(bookRequest(price.dueNow, { payment: { mode: 0, points: 0, card: { ...card, cardNumber: '4000 0000 0000 0002' } } }))
    expect([declined.status, declined.body.bookErrors[0].code, declined.body.bookErrors[0].field]).toEqual([422, 'CARD_DECLINED', 'body.payment.card.cardNumber'])
  })

  it('answers bad card data with field errors (§R5)', async () => {
    const { price } = await quote()
    const bad = await book(bookRequest(price.dueNow, { payment: { mode: 0, points: 0, card: { ...card, cardNumber: '1234', cardCVV: '12', cardExpDate: '13/30', billingAddress: { ...card.billingAddress, zipCode: '1' } } } }))
    expect(bad.status).toBe(400)
    const fields = bad.body.errors.map((error: { field: string }) => error.field)
    expect(fields).toEqual(expect.arrayContaining(['body.payment.card.cardNumber', 'body.payment.card.cardCVV', 'body.payment.card.cardExpDate', 'body.payment.card.billingAddress.zipCode']))
  })

  it('keeps the hotel loyalty number the checkout content asks for, and refuses one with other characters (§R2 loyaltyCardNumberInput)', async () => {
    const { price } = await quote()
    const bad = await book(bookRequest(price.dueNow, { loyaltyCardNumber: 'HH<1234>' }))
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'body.loyaltyCardNumber', message: expect.stringContaining('Use only letters, digits, spaces and hyphens.') })])

    const booked = await book(bookRequest(price.dueNow, { loyaltyCardNumber: ' HH 1234-5678 ' }))
    expect(booked.status).toBe(201)
    const reservation = HotelReservationSchema.parse((await simulator('GET', `/reservations/hotel/${booked.body.reservationId}?email=${traveler.email}`)).body)
    expect(reservation.loyaltyCardNumber).toBe('HH 1234-5678')
  })

  it('lists a pay-at-the-hotel stay in My Trips with what is due at the hotel, so it never reads as paid (issue 36)', async () => {
    expect(payLater).toBeDefined()
    const chosen = payLater as HotelSelection
    const { price } = await quote(platinum, chosen)
    const booked = await book({ ...bookRequest(price.dueNow), ...chosen }, newKey(), platinum)
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    const reservation = HotelReservationSchema.parse((await simulator('GET', `/reservations/hotel/${booked.body.reservationId}`, undefined, asMember(platinum))).body)
    expect([reservation.price.dueNow, reservation.price.dueAtProperty]).toEqual([0, reservation.price.total])
    const trips = ReservationListSchema.parse((await simulator('GET', '/customer/reservations?type=HOTEL&pageSize=50', undefined, asMember(platinum))).body)
    expect(trips.items.find((trip) => trip.reservationId === booked.body.reservationId)).toMatchObject({ total: { amount: reservation.price.total }, dueAtProperty: reservation.price.dueAtProperty })
  })

  // Issue 36: read through the API, a cancelled stay still said its price was due at the hotel and its free
  // cancellation deadline was open, though its pages no longer did.
  it('answers a cancelled pay-at-the-hotel stay with nothing due at the hotel and no cancellation deadline or fee, in its cancel answer, its view (also through the BFF) and My Trips', async () => {
    const chosen = payLater as HotelSelection
    const { price } = await quote(undefined, chosen)
    // A guest's stay, read back with its email as a partner reads it, on the platform and through the BFF's API.
    const booked = await book({ ...bookRequest(price.dueNow), ...chosen })
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    const path = `/reservations/hotel/${booked.body.reservationId}`
    const guestPath = `${path}?email=${traveler.email}`
    const before = HotelReservationSchema.parse((await simulator('GET', guestPath)).body)
    expect(before.payment.dueAtProperty).toBeGreaterThan(0)
    expect(before.rate.cancellationPolicy.freeCancellationEndsAt).not.toBeNull()
    const cancelAnswer = await simulator('POST', `${path}/cancel`, { email: traveler.email }, { 'idempotency-key': newKey() })
    const answers = [cancelAnswer, await simulator('GET', guestPath), await bff('GET', guestPath)]
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      const cancelled = HotelReservationSchema.parse(answer.body)
      expect(cancelled.status).toBe('CANCELLED')
      expect([cancelled.payment.dueAtProperty, cancelled.price.dueAtProperty]).toEqual([0, 0])
      expect(cancelled.rate.cancellationPolicy).toMatchObject({ freeCancellationUntil: null, freeCancellationEndsAt: null, penaltyAfterDeadline: { amount: 0 }, description: 'This booking was cancelled, so no cancellation terms apply.' })
      // What it cost when booked stays as it was.
      expect(cancelled.price.total).toBe(before.price.total)
    }
    // A member's, in My Trips: no part due at the hotel, no deadline terms.
    const mine = await book({ ...bookRequest(price.dueNow), ...chosen }, newKey(), platinum)
    expect(mine.status, JSON.stringify(mine.body)).toBe(201)
    expect((await simulator('POST', `/reservations/hotel/${mine.body.reservationId}/cancel`, {}, { 'idempotency-key': newKey(), ...asMember(platinum) })).status).toBe(200)
    const trips = ReservationListSchema.parse((await simulator('GET', '/customer/reservations?type=HOTEL&status=CANCELLED&pageSize=50', undefined, asMember(platinum))).body)
    const trip = trips.items.find((item) => item.reservationId === mine.body.reservationId)
    expect(trip).toMatchObject({ status: 'CANCELLED', total: { amount: before.price.total } })
    expect(trip).not.toHaveProperty('dueAtProperty')
    expect(trip).not.toHaveProperty('cancellation')
  })

  it('refuses points to a member who has none', async () => {
    const { price } = await quote(platinum)
    const zero = await quote('CC-100006')
    expect(zero.points).toMatchObject({ usable: false, reason: 'You have no points to use yet.' })
    const refused = await book(bookRequest(price.dueNow, { payment: { mode: 2, points: 100, card } }), newKey(), 'CC-100006')
    expect([refused.status, refused.body.bookErrors[0].code]).toEqual([422, 'PAYMENT_NOT_ALLOWED'])
  })

  it('says a reservation number back when it is not found, never a card number typed in its place (issue 41)', async () => {
    const card = await simulator('GET', `/reservations/hotel/4111111111111111?email=${traveler.email}`)
    expect(card.status).toBe(404)
    expect(JSON.stringify(card.body)).not.toContain('4111')
    // Nor one inside what was typed (a stray letter before it): a run of digits that passes the check digit is masked wherever it sits.
    const inside = await bff('GET', `/hotel/offers/x5555555555554444?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&rooms=1&adults=2`)
    expect(inside.status).toBe(404)
    expect(JSON.stringify(inside.body)).toContain("'x****4444'")
    const number = await simulator('GET', `/reservations/hotel/HT-NOSUCHBOOK?email=${traveler.email}`)
    expect(number.status).toBe(404)
    expect(JSON.stringify(number.body)).toContain('HT-NOSUCHBOOK')
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
      // Cancelling gives back what the cancellation page quoted, to the cent.
      const cancelled = HotelReservationSchema.parse((await simulator('POST', `${path}/cancel`, { email: traveler.email }, { 'idempotency-key': newKey() })).body)
      expect(cancelled.cancellation).toMatchObject({ refund: late.refund, penalty: late.penalty, protectionReimbursement: late.protectionReimbursement, pointsRefunded: late.pointsRefund })
    } finally {
      setTodayForTests(today)
    }
  })
})

describe('paying with a card on file (docs/decisions/077, §R5 card rules)', () => {
  const devon = 'CC-100004'
  async function tokensOf(customerId: string) {
    const { body } = await simulator('GET', '/customer/profile', undefined, asMember(customerId))
    const loyalty = body.loyalty
    const profile = loyalty.type === 'CARD_BASED' ? loyalty.cardProfiles.find((entry: { card: { isDefault: boolean } }) => entry.card.isDefault).profile : loyalty
    return profile.cards.map((card: { token: string }) => card.token) as string[]
  }

  it('books by the token of a Visa on file, with no number and no code, and keeps the card masked', async () => {
    const [visa] = await tokensOf(devon)
    const { price } = await quote(devon)
    const booked = await book(bookRequest(price.dueNow, { payment: { mode: 0, points: 0, savedCard: { token: visa! } } }), newKey(), devon)
    expect(booked.status).toBe(201)
    const reservation = HotelReservationSchema.parse((await simulator('GET', `/reservations/hotel/${booked.body.reservationId}`, undefined, asMember(devon))).body)
    expect(reservation.payment.card).toEqual({ network: 'VI', maskedCardNumber: '•••• 6004', holderName: 'Devon Account' })
  })

  it("asks for an American Express card's code, and refuses another member's token", async () => {
    const [amex] = await tokensOf(platinum)
    const { price } = await quote(platinum)
    const noCode = await book(bookRequest(price.dueNow, { payment: { mode: 0, points: 0, savedCard: { token: amex! } } }), newKey(), platinum)
    expect([noCode.status, noCode.body.bookErrors[0].field]).toEqual([422, 'body.payment.savedCard.cardCVV'])
    const notTheirs = await book(bookRequest(price.dueNow, { payment: { mode: 0, points: 0, savedCard: { token: amex!, cardCVV: '1234' } } }), newKey(), devon)
    expect(notTheirs.body.bookErrors[0].field).toBe('body.payment.savedCard.token')
    const booked = await book(bookRequest(price.dueNow, { payment: { mode: 0, points: 0, savedCard: { token: amex!, cardCVV: '1234' } } }), newKey(), platinum)
    expect(booked.status).toBe(201)
  })
})

describe("a family's party: the children's ages from the quote to the reservation (issue 36)", () => {
  const family = { ...stay, childAges: [5, 9] }
  let familySelection: HotelSelection
  let tooSmall: HotelSelection | undefined

  beforeAll(async () => {
    const offer = await getHotelOffer(seeded.db, selection.hotelId, { ...family, rooms: [{ adults: 2, childAges: [5, 9] }] }, today)
    const room = offer.rooms.find((candidate) => candidate.rates.length > 0)
    expect(room, 'a room of the hotel that holds four').toBeDefined()
    familySelection = { hotelId: offer.id, roomTypeId: room!.id, rateId: room!.rates[0]!.id, ...family }
    const all = await getHotelOffer(seeded.db, selection.hotelId, stay, today)
    const small = all.rooms.find((candidate) => candidate.maxOccupancy < 4 && candidate.rates.length > 0)
    if (small) tooSmall = { hotelId: all.id, roomTypeId: small.id, rateId: small.rates[0]!.id, ...family }
  })

  it('quotes, books and keeps the child ages: the reservation, its view and My Trips say the party, at the price of the hotel page', async () => {
    const offer = await bff('GET', `/hotel/offers/${familySelection.hotelId}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&rooms=1&adults=2&childAges=5,9`)
    expect(offer.status, JSON.stringify(offer.body)).toBe(200)
    expect(offer.body.stay).toMatchObject({ adults: 2, children: 2 })
    const rate = offer.body.rooms.find((room: { id: string }) => room.id === familySelection.roomTypeId).rates.find((candidate: { id: string }) => candidate.id === familySelection.rateId)
    const quoted = await quote(platinum, familySelection)
    expect(quoted.selection.childAges).toEqual([5, 9])
    expect(quoted.stay).toMatchObject({ adults: 2, childAges: [5, 9] })
    expect(quoted.price.total).toBe(rate.price.total)
    const booked = await book({ ...bookRequest(quoted.price.dueNow), ...familySelection }, newKey(), platinum)
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    const reservation = HotelReservationSchema.parse((await simulator('GET', `/reservations/hotel/${booked.body.reservationId}`, undefined, asMember(platinum))).body)
    expect(reservation.stay).toMatchObject({ adults: 2, childAges: [5, 9] })
    expect(reservation.price.total).toBe(quoted.price.total)
    const trips = ReservationListSchema.parse((await simulator('GET', '/customer/reservations?type=HOTEL&pageSize=50', undefined, asMember(platinum))).body)
    expect(trips.items.find((trip) => trip.reservationId === booked.body.reservationId)).toMatchObject({ party: { travelers: 4, childAges: [5, 9] }, total: { amount: reservation.price.total } })
  })

  it('refuses a room that cannot sleep the whole family, as the hotel page leaves it out', async () => {
    expect(tooSmall, 'a room of the hotel for fewer than four').toBeDefined()
    const refused = await simulator('POST', '/hotel/checkout/quote', tooSmall)
    expect([refused.status, refused.body.errors[0].code, refused.body.errors[0].field]).toEqual([422, 'INVALID_CRITERIA', 'body.rooms'])
    const offer = await getHotelOffer(seeded.db, tooSmall!.hotelId, { ...family, rooms: 1 }, today)
    expect(offer.rooms.map((room) => room.id)).not.toContain(tooSmall!.roomTypeId)
  })

  it.each([
    ['an age of 18', [5, 18]],
    ['a negative age', [-1]],
    ['an age that is not a whole year', [4.5]],
    ['more than 8 children', [1, 2, 3, 4, 5, 6, 7, 8, 9]],
  ])('refuses %s with 400 in the error envelope, on the quote and the booking', async (_name, childAges) => {
    await expectBadRequest('/hotel/checkout/quote', { ...familySelection, childAges })
    await expectBadRequest('/hotel/book', { ...bookRequest(100), ...familySelection, childAges })
  })

  it.each(['5,18', '5,-1', 'five', '1,2,3,4,5,6,7,8,9'])('refuses the child ages %j of a hotel page with 400 naming the query', async (childAges) => {
    const answer = await bff('GET', `/hotel/offers/${familySelection.hotelId}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&rooms=1&adults=2&childAges=${childAges}`)
    expect(answer.status).toBe(400)
    expect(answer.body.errors[0]).toMatchObject({ code: expect.stringMatching(/.+/), field: 'query.childAges', message: expect.stringMatching(/.+/) })
  })
})
