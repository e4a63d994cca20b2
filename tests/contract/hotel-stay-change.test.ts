// §D4.6 "reservations" and §R6 money; §R2.6 reservation view (change a stay), §R3 error
// wrappers (modifyErrors), §R4.19 payment modes: POST /hotel/change/:reservationId/quote and /book on the
// simulator. A refundable rate before its deadline changes dates or guests, re-priced, with the
// difference paid or refunded; a non-refundable rate says why not.
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { HotelQuoteSchema, HotelStayChangeQuoteSchema, type HotelBookRequest, type HotelSelection } from '@contracts/lxp/hotel-checkout.schema'
import { CancellationQuoteSchema, HotelReservationSchema } from '@contracts/lxp/reservations.schema'
import { getHotelOffer } from '@simulator/hotel/hotel-offer.server'
import { searchHotels } from '@simulator/hotel/hotel-search.server'
import { simRoomNights } from '@simulator/hotel/hotel.tables'
import { pointsEarnedOn } from '@contracts/domain/points'
import { asMember, keyMaker, platinum, seededLxpDatabase, simulator, today, visaCard } from '../fixtures/lxp-http'

const seeded = seededLxpDatabase(simRoomNights)
vi.mock('@server/db/db.server', () => ({ database: async () => seeded.db }))

const stay = { checkIn: '2027-03-12', checkOut: '2027-03-15', rooms: 1, adults: 2, childAges: [] as number[] }
const card = visaCard('Jordan', 'Guest')
const traveler = { firstName: 'Jordan', lastName: 'Guest', email: 'jordan@example.com', phone: '+1 202 555 0143' }
const newKey = keyMaker('stay-change-key')
let refundable: HotelSelection
let nonRefundable: HotelSelection

async function booked(selection: HotelSelection, customerId = platinum) {
  const quote = HotelQuoteSchema.parse((await simulator('POST', '/hotel/checkout/quote', selection, asMember(customerId))).body)
  const request: HotelBookRequest = { ...selection, traveler, payment: { mode: 0, points: 0, card }, acceptTerms: true, expectedDueNow: quote.price.dueNow }
  const answer = await simulator('POST', '/hotel/book', request, { 'idempotency-key': newKey(), ...asMember(customerId) })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body.reservationId as string
}

const changeQuote = (reservationId: string, body: Record<string, unknown>, headers: Record<string, string> = asMember(platinum)) => simulator('POST', `/hotel/change/${reservationId}/quote`, body, headers)
const change = (reservationId: string, body: Record<string, unknown>, key = newKey()) => simulator('POST', `/hotel/change/${reservationId}/book`, body, { 'idempotency-key': key, ...asMember(platinum) })

beforeAll(async () => {
  const results = await searchHotels(seeded.db, { destination: 'New York', checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: [{ adults: 2, childAges: [] }], filters: {}, pageSize: 50 }, today)
  for (const item of results.items) {
    const offer = await getHotelOffer(seeded.db, item.id, stay, today)
    for (const room of offer.rooms) {
      for (const rate of room.rates) {
        const chosen = { hotelId: offer.id, roomTypeId: room.id, rateId: rate.id, ...stay }
        if (!refundable && rate.refundable && rate.payment === 'PAY_NOW' && rate.freeCancellationUntil) refundable = chosen
        if (!nonRefundable && !rate.refundable && rate.payment === 'PAY_NOW') nonRefundable = chosen
      }
    }
    if (refundable && nonRefundable) break
  }
  expect(refundable && nonRefundable).toBeTruthy()
})

describe('POST /hotel/change/:reservationId/quote', () => {
  it('re-prices a longer stay at the same rate, with the difference to pay now and the payment modes of a checkout', async () => {
    const reservationId = await booked(refundable)
    const answer = await changeQuote(reservationId, { checkIn: stay.checkIn, checkOut: '2027-03-17', adults: 2 })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const quote = HotelStayChangeQuoteSchema.parse(answer.body)
    expect(quote.stay).toMatchObject({ checkIn: stay.checkIn, checkOut: '2027-03-17', nights: 5 })
    expect(quote.difference).toBe(quote.newPrice.dueNow - quote.previousPrice.dueNow)
    expect(quote.amountDue).toBe(quote.difference)
    expect(quote.amountDue).toBeGreaterThan(0)
    expect(quote.refund).toBe(0)
    expect(quote.paymentModes).toEqual([0, 1, 2])
    expect(quote.tripProtection.available).toBe(false)
  })

  it('says why a non-refundable rate cannot change, and refuses the same stay, a sold-out answer’s shape and bad dates', async () => {
    const fixed = await booked(nonRefundable)
    const refused = await changeQuote(fixed, { checkIn: '2027-03-13', checkOut: '2027-03-16', adults: 2 })
    expect([refused.status, refused.body.modifyErrors[0].code]).toEqual([422, 'NOT_CHANGEABLE'])
    expect(refused.body.modifyErrors[0].message).toMatch(/non-refundable/)
    const reservationId = await booked(refundable)
    const same = await changeQuote(reservationId, { checkIn: stay.checkIn, checkOut: stay.checkOut, adults: 2 })
    expect([same.status, same.body.modifyErrors[0].code]).toEqual([422, 'INVALID_CRITERIA'])
    expect((await changeQuote(reservationId, { checkIn: '2027-03-15', checkOut: '2027-03-12', adults: 2 })).status).toBe(400)
    expect((await changeQuote('HT-UNKNOWN234', { checkIn: '2027-03-13', checkOut: '2027-03-16', adults: 2 })).status).toBe(404)
    // Someone else's booking reads as missing.
    expect((await changeQuote(reservationId, { checkIn: '2027-03-13', checkOut: '2027-03-16', adults: 2 }, asMember('CC-100002'))).status).toBe(404)
  })
})

describe('POST /hotel/change/:reservationId/book', () => {
  it('charges a longer stay once per key, moves the room nights, and the cancellation refunds what was paid in all', async () => {
    const reservationId = await booked(refundable)
    const quote = HotelStayChangeQuoteSchema.parse((await changeQuote(reservationId, { checkIn: stay.checkIn, checkOut: '2027-03-17', adults: 2 })).body)
    const request = { checkIn: stay.checkIn, checkOut: '2027-03-17', adults: 2, expectedAmountDue: quote.amountDue, payment: { mode: 0, points: 0, card }, acceptTerms: true }
    const key = newKey()
    const answer = await change(reservationId, request, key)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const reservation = HotelReservationSchema.parse(answer.body)
    expect(reservation.stay.checkOut).toBe('2027-03-17')
    expect(reservation.price).toEqual(quote.newPrice)
    expect(reservation.payment.cardCharged).toBe(quote.newPrice.dueNow)
    expect(reservation.changes).toEqual([expect.objectContaining({ difference: quote.difference, charged: quote.amountDue, refundedToCard: 0 })])
    // Points earned follow what was paid, the change included, by the stay's own earn rule (issue 36).
    const longerStay = HotelQuoteSchema.parse((await simulator('POST', '/hotel/checkout/quote', { ...refundable, checkOut: '2027-03-17' }, asMember(platinum))).body)
    expect(longerStay.earn.perCurrencyUnit).toBeGreaterThan(0)
    expect(reservation.earnedPoints).toBe(pointsEarnedOn(quote.newPrice.dueNow, longerStay.earn.perCurrencyUnit))
    const replay = await change(reservationId, request, key)
    expect([replay.status, replay.headers.get('idempotent-replayed')]).toEqual([200, 'true'])
    const nights = await seeded.db.select().from(simRoomNights)
    expect(nights.filter((row) => row.roomTypeId === refundable.roomTypeId && row.booked > 0).map((row) => row.night).sort()).toEqual(['2027-03-12', '2027-03-13', '2027-03-14', '2027-03-15', '2027-03-16'])
    const cancel = CancellationQuoteSchema.parse((await simulator('POST', `/reservations/hotel/${reservationId}/cancel/quote`, {}, asMember(platinum))).body)
    expect(cancel.refund.amount + cancel.penalty.amount).toBe(quote.newPrice.dueNow)
  })

  it('charges the difference to the member\'s card on file, as the page offers it first (decision 077)', async () => {
    const reservationId = await booked(refundable)
    const { body: profile } = await simulator('GET', '/customer/profile', undefined, asMember(platinum))
    const loyalty = profile.loyalty.type === 'CARD_BASED' ? profile.loyalty.cardProfiles.find((entry: { card: { isDefault: boolean } }) => entry.card.isDefault).profile : profile.loyalty
    const onFile = loyalty.cards[0] as { token: string; brand: { code: string } }
    const savedCard = { token: onFile.token, ...(onFile.brand.code === 'AX' ? { cardCVV: '1234' } : {}) }
    const quote = HotelStayChangeQuoteSchema.parse((await changeQuote(reservationId, { checkIn: stay.checkIn, checkOut: '2027-03-17', adults: 2 })).body)
    const answer = await change(reservationId, { checkIn: stay.checkIn, checkOut: '2027-03-17', adults: 2, expectedAmountDue: quote.amountDue, payment: { mode: 0, points: 0, savedCard }, acceptTerms: true })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(HotelReservationSchema.parse(answer.body).changes).toEqual([expect.objectContaining({ charged: quote.amountDue })])
  })

  it('refunds a shorter stay to the card, and refuses a changed price, a missing payment and unaccepted terms', async () => {
    const reservationId = await booked(refundable)
    const shorter = { checkIn: stay.checkIn, checkOut: '2027-03-14', adults: 2 }
    const quote = HotelStayChangeQuoteSchema.parse((await changeQuote(reservationId, shorter)).body)
    expect(quote.refund).toBeGreaterThan(0)
    expect(quote.description).toMatch(/^You get \$[\d,.]+ back\./)
    expect((await change(reservationId, { ...shorter, expectedAmountDue: 0 })).status).toBe(400)
    const moved = await change(reservationId, { ...shorter, expectedAmountDue: 1, acceptTerms: true })
    expect([moved.status, moved.body.modifyErrors[0].code]).toEqual([409, 'PRICE_CHANGED'])
    const answer = await change(reservationId, { ...shorter, expectedAmountDue: 0, acceptTerms: true })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const reservation = HotelReservationSchema.parse(answer.body)
    expect(reservation.payment.cardCharged).toBe(quote.newPrice.dueNow)
    expect(reservation.changes[0]).toMatchObject({ refundedToCard: quote.refund, pointsRefunded: 0 })

    const longer = await booked(refundable)
    const dearer = HotelStayChangeQuoteSchema.parse((await changeQuote(longer, { ...stay, checkOut: '2027-03-16' })).body)
    const unpaid = await change(longer, { ...stay, checkOut: '2027-03-16', expectedAmountDue: dearer.amountDue, acceptTerms: true })
    expect([unpaid.status, unpaid.body.modifyErrors[0].code]).toEqual([422, 'PAYMENT_NOT_ALLOWED'])
  })
})

describe("a family's stay change keeps its children (issue 36)", () => {
  it('keeps the child ages booked when the change leaves them out, takes new ones, and refuses a party the room cannot sleep', async () => {
    const family = { ...stay, childAges: [5, 9] }
    const results = await searchHotels(seeded.db, { destination: 'New York', checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: [{ adults: 2, childAges: [5, 9] }], filters: { freeCancellation: true }, pageSize: 50 }, today)
    let chosen: HotelSelection | undefined
    for (const item of results.items) {
      const offer = await getHotelOffer(seeded.db, item.id, { ...family, rooms: [{ adults: 2, childAges: [5, 9] }] }, today)
      const room = offer.rooms.find((candidate) => candidate.rates.some((rate) => rate.refundable && rate.payment === 'PAY_NOW' && rate.freeCancellationUntil))
      const rate = room?.rates.find((candidate) => candidate.refundable && candidate.payment === 'PAY_NOW' && candidate.freeCancellationUntil)
      if (room && rate) chosen = { hotelId: offer.id, roomTypeId: room.id, rateId: rate.id, ...family }
      if (chosen) break
    }
    expect(chosen, 'a refundable family room').toBeDefined()
    const reservationId = await booked(chosen!)
    const later = HotelStayChangeQuoteSchema.parse((await changeQuote(reservationId, { checkIn: '2027-03-13', checkOut: '2027-03-16', adults: 2 })).body)
    expect([later.previousStay.childAges, later.stay.childAges]).toEqual([[5, 9], [5, 9]])
    const oneChild = HotelStayChangeQuoteSchema.parse((await changeQuote(reservationId, { checkIn: stay.checkIn, checkOut: stay.checkOut, adults: 2, childAges: [9] })).body)
    expect(oneChild.stay).toMatchObject({ adults: 2, childAges: [9] })
    const changed = await change(reservationId, { checkIn: '2027-03-13', checkOut: '2027-03-16', adults: 2, expectedAmountDue: later.amountDue, acceptTerms: true, ...(later.amountDue > 0 ? { payment: { mode: 0, points: 0, card } } : {}) })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(HotelReservationSchema.parse(changed.body).stay).toMatchObject({ checkIn: '2027-03-13', adults: 2, childAges: [5, 9] })
    const crowd = await changeQuote(reservationId, { checkIn: '2027-03-13', checkOut: '2027-03-16', adults: 2, childAges: [1, 2, 3, 4, 5, 6, 7, 8] })
    expect([crowd.status, crowd.body.modifyErrors[0].code]).toEqual([422, 'INVALID_CRITERIA'])
    expect((await changeQuote(reservationId, { checkIn: '2027-03-13', checkOut: '2027-03-16', adults: 2, childAges: [18] })).status).toBe(400)
  })
})
