// §D4 flight exchange (new dates for a booked trip: search, quote with the seats carried over, confirm, paid like a
// booking): the air exchange routes over HTTP on the simulator (members through the customer header) and through
// the BFF at /api/lxp (guests). Search, offers, checkout and booking are in lxp-air.test.ts.
import { describe, expect, it, vi } from 'vitest'
import { AirOfferSchema, AirSearchResultSchema } from '@contracts/lxp/air.schema'
import { AirExchangeQuoteSchema, AirExchangeSearchResultSchema } from '@contracts/lxp/air-exchange.schema'
import { AirReservationSchema } from '@contracts/lxp/air-checkout.schema'
import { simAirSeats } from '@simulator/air/air.tables'
import { CancellationQuoteSchema } from '@contracts/lxp/shared/reservation.schema'
import { ReservationListSchema } from '@contracts/lxp/reservations.schema'
import { pointsEarnedOn } from '@contracts/domain/points'
import { asMember, platinum, simulator } from '../fixtures/lxp-http'
import { adult, book, bookRequest, card, departDate, newKey, quoteOf, returnDate, search, seededAirSimulator } from '../fixtures/lxp-air'

const air = seededAirSimulator()
vi.mock('@server/db/db.server', () => ({ database: async () => air.db }))

describe('flight exchange (POST /air/exchange/:reservationId/…)', () => {
  const newDate = '2027-03-20'

  async function bookedWith(fareFamily: 'BASIC' | 'STANDARD' | 'FLEX') {
    const { price } = await quoteOf(air.oneWay.offerId, fareFamily, platinum)
    const booked = await book({ ...bookRequest(air.oneWay.offerId, price.dueNow), fareFamily }, newKey(), platinum)
    expect(booked.status).toBe(201)
    return booked.body.reservationId as string
  }

  it('refuses to change a Basic fare with NOT_CHANGEABLE in modifyErrors', async () => {
    const reservationId = await bookedWith('BASIC')
    const answer = await simulator('POST', `/air/exchange/${reservationId}/search`, { departDate: newDate }, asMember(platinum))
    expect([answer.status, answer.body.modifyErrors[0].code]).toEqual([422, 'NOT_CHANGEABLE'])
  })

  it('lists each option with the fare difference the quote charges, prices the Standard change fee, exchanges once per key, and moves the seats', async () => {
    const reservationId = await bookedWith('STANDARD')
    const before = AirReservationSchema.parse((await simulator('GET', `/reservations/air/${reservationId}`, undefined, asMember(platinum))).body)
    const found = AirExchangeSearchResultSchema.parse((await simulator('POST', `/air/exchange/${reservationId}/search`, { departDate: newDate }, asMember(platinum))).body)
    expect(found.items.every((item) => item.bounds[0]!.segments[0]!.departure.startsWith(newDate))).toBe(true)
    const option = found.items[0]!
    const offerId = option.offerId
    const quoted = await simulator('POST', `/air/exchange/${reservationId}/quote`, { offerId }, asMember(platinum))
    expect(quoted.status).toBe(200)
    const quote = AirExchangeQuoteSchema.parse(quoted.body)
    expect(quote.changeFee).toBe(7500)
    // The rules' words state the fees charged and refunded, one figure each (issue 36 item 9).
    expect(quote.fare.rules.description).toBe(`Changes for $${quote.fare.rules.changeFee / 100} plus any price difference. Refundable less $${quote.fare.rules.cancellationFee / 100} per passenger.`)
    expect(option.exchange).toEqual({ fareDifference: quote.fareDifference, changeFee: quote.changeFee, amountDue: quote.amountDue, credit: quote.credit })
    expect(quote.amountDue - quote.credit).toBe(quote.fareDifference + quote.changeFee)
    expect(quote.price.dueNow).toBe(quote.amountDue)
    expect(quote.tripProtection.available).toBe(false)
    const request = { offerId, expectedAmountDue: quote.amountDue, payment: { mode: 0, points: 0, card }, acceptTerms: true }
    const key = newKey()
    const exchanged = await simulator('POST', `/air/exchange/${reservationId}/book`, request, { ...asMember(platinum), 'idempotency-key': key })
    expect(exchanged.status).toBe(200)
    const reservation = AirReservationSchema.parse(exchanged.body)
    expect(reservation.itinerary.offerId).toBe(offerId)
    expect(reservation.exchanges).toHaveLength(1)
    expect(reservation.price.changeFees).toBe(7500)
    expect(reservation.price.total).toBe(reservation.price.fare + reservation.price.baggage + reservation.price.changeFees)
    // Points earned follow what the card paid, the change included, by the booking's own earn rule (issue 36: 4,446 stayed after a change paid more).
    const { earn } = await quoteOf(air.oneWay.offerId, 'STANDARD', platinum)
    expect(before.earnedPoints).toBe(pointsEarnedOn(before.price.total - before.payment.pointsValue, earn.perCurrencyUnit))
    expect(reservation.earnedPoints).toBe(pointsEarnedOn(reservation.price.total - reservation.payment.pointsValue, earn.perCurrencyUnit))
    expect(reservation.earnedPoints).not.toBe(before.earnedPoints)
    const replay = await simulator('POST', `/air/exchange/${reservationId}/book`, request, { ...asMember(platinum), 'idempotency-key': key })
    expect([replay.status, replay.headers.get('idempotent-replayed')]).toEqual([200, 'true'])
    const seats = await air.db.select().from(simAirSeats)
    expect(seats.filter((row) => row.reservationId === reservationId).map((row) => row.segmentId)).toEqual(reservation.itinerary.bounds[0]!.segments.map((segment) => segment.id))
    const view = AirReservationSchema.parse((await simulator('GET', `/reservations/air/${reservationId}`, undefined, asMember(platinum))).body)
    expect(view.itinerary.offerId).toBe(offerId)
  })

  it('carries a chosen seat over when it is free on the new flight, and says so in the quote', async () => {
    const probe = await bookedWith('STANDARD')
    const offer = AirOfferSchema.parse((await simulator('GET', `/air/offers/${air.oneWay.offerId}?adults=1`)).body)
    const segmentId = offer.seatMaps[0]!.segmentId
    const later = AirExchangeSearchResultSchema.parse((await simulator('POST', `/air/exchange/${probe}/search`, { departDate: newDate }, asMember(platinum))).body).items.find((item) => item.bounds[0]!.segments.length === 1)!
    const laterMap = AirOfferSchema.parse((await simulator('GET', `/air/offers/${later.offerId}?adults=1`)).body).seatMaps[0]!
    const freeThere = new Set(laterMap.rows.flatMap((row) => row.seats.filter((seat) => seat.available).map((seat) => seat.seat)))
    const seat = offer.seatMaps[0]!.rows.flatMap((row) => row.seats).find((candidate) => candidate.available && freeThere.has(candidate.seat))!.seat
    const { price } = await quoteOf(air.oneWay.offerId, 'STANDARD', platinum)
    const booked = await book({ ...bookRequest(air.oneWay.offerId, price.dueNow, { passengers: [{ ...adult, seats: { [segmentId]: seat } }] }), fareFamily: 'STANDARD' }, newKey(), platinum)
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    const reservationId = booked.body.reservationId as string
    const quote = AirExchangeQuoteSchema.parse((await simulator('POST', `/air/exchange/${reservationId}/quote`, { offerId: later.offerId }, asMember(platinum))).body)
    expect(quote.seats).toEqual([{ passenger: 0, flight: `${later.bounds[0]!.segments[0]!.carrier.code}${later.bounds[0]!.segments[0]!.flightNumber}`, previousSeat: seat, kept: true, segmentId: later.bounds[0]!.segments[0]!.id }])
    const exchanged = await simulator('POST', `/air/exchange/${reservationId}/book`, { offerId: later.offerId, expectedAmountDue: quote.amountDue, payment: { mode: 0, points: 0, card }, acceptTerms: true }, { ...asMember(platinum), 'idempotency-key': newKey() })
    expect(exchanged.status).toBe(200)
    expect(AirReservationSchema.parse(exchanged.body).passengers[0]!.seats).toEqual({ [later.bounds[0]!.segments[0]!.id]: seat })
  })

  // Issue 36 items 2 and 5: 31A outbound became 30B when only the return changed, and My Trips kept the
  // points of the booking without the change's; the change offers the seat map of the new flight only.
  it('keeps every seat on a flight that does not change, seats the traveller where they choose on the new one, and My Trips lists what was paid, the change included', async () => {
    const roundTrip = AirSearchResultSchema.parse((await search({ returnDate, filters: { stops: [0] } })).body).items[0]!
    const offer = AirOfferSchema.parse((await simulator('GET', `/air/offers/${roundTrip.offerId}?adults=1`)).body)
    // A window seat on each flight, as the traveller of the issue chose.
    const seats = Object.fromEntries(offer.seatMaps.map((map) => [map.segmentId, map.rows.flatMap((row) => row.seats).find((seat) => seat.available && seat.seat.endsWith('A'))!.seat]))
    const booked = await quoteOf(roundTrip.offerId, 'STANDARD', platinum)
    const reservationId = (await book({ ...bookRequest(roundTrip.offerId, booked.price.dueNow, { passengers: [{ ...adult, seats }], payment: { mode: 1, points: booked.points.forDueNow } }), fareFamily: 'STANDARD' }, newKey(), platinum)).body.reservationId as string
    const outbound = roundTrip.bounds[0]!.segments[0]!
    const found = AirExchangeSearchResultSchema.parse((await simulator('POST', `/air/exchange/${reservationId}/search`, { departDate, returnDate: '2027-03-21', pageSize: 50 }, asMember(platinum))).body)
    const onlyReturn = found.items.find((item) => item.bounds[0]!.segments.length === 1 && item.bounds[0]!.segments[0]!.id === outbound.id && item.exchange.amountDue > 0)!
    expect(onlyReturn).toBeDefined()
    const quote = AirExchangeQuoteSchema.parse((await simulator('POST', `/air/exchange/${reservationId}/quote`, { offerId: onlyReturn.offerId }, asMember(platinum))).body)
    expect(quote.seats.find((seat) => seat.previousSeat === seats[outbound.id])).toMatchObject({ flight: `${outbound.carrier.code}${outbound.flightNumber}`, kept: true })
    // The seat map of the new return flight, not of the outbound the change keeps.
    const newReturn = onlyReturn.bounds[1]!.segments[0]!
    expect(quote.seatMaps.map((map) => map.segmentId)).toEqual([newReturn.id])
    const seatsThere = quote.seatMaps[0]!.rows.flatMap((row) => row.seats)
    const aisle = seatsThere.find((seat) => seat.available && seat.aisle && seat.seat !== seats[roundTrip.bounds[1]!.segments[0]!.id])!.seat
    const taken = seatsThere.find((seat) => !seat.available)!.seat
    const change = (chosen: Record<string, string>) => simulator('POST', `/air/exchange/${reservationId}/book`, { offerId: onlyReturn.offerId, expectedAmountDue: quote.amountDue, payment: { mode: 1, points: quote.points.forDueNow }, seats: [chosen], acceptTerms: true }, { ...asMember(platinum), 'idempotency-key': newKey() })
    const onKeptFlight = await change({ [outbound.id]: '1A' })
    expect([onKeptFlight.status, onKeptFlight.body.modifyErrors?.[0]?.code ?? onKeptFlight.body.bookErrors?.[0]?.code]).toEqual([422, 'INVALID_CRITERIA'])
    const notFree = await change({ [newReturn.id]: taken })
    expect([notFree.status, JSON.stringify(notFree.body)]).toEqual([422, expect.stringContaining(`Seat ${taken} is no longer free on that flight`)])
    expect((await simulator('POST', `/air/exchange/${reservationId}/book`, { offerId: onlyReturn.offerId, expectedAmountDue: quote.amountDue, seats: [{ [newReturn.id]: 'seat' }], acceptTerms: true }, { ...asMember(platinum), 'idempotency-key': newKey() })).status).toBe(400)
    const exchanged = await change({ [newReturn.id]: aisle })
    expect(exchanged.status, JSON.stringify(exchanged.body)).toBe(200)
    const reservation = AirReservationSchema.parse(exchanged.body)
    expect(reservation.passengers[0]!.seats).toEqual({ [outbound.id]: seats[outbound.id], [newReturn.id]: aisle })
    expect(reservation.payment.pointsUsed).toBe(booked.points.forDueNow + quote.points.forDueNow)

    const trips = ReservationListSchema.parse((await simulator('GET', '/customer/reservations?pageSize=50', undefined, asMember(platinum))).body)
    expect(trips.items.find((trip) => trip.reservationId === reservationId)).toMatchObject({ total: { amount: reservation.price.total }, pointsUsed: reservation.payment.pointsUsed })
  })

  it('lets a member pay the difference with points, and refuses a payment missing or without accepted terms', async () => {
    const reservationId = await bookedWith('STANDARD')
    const found = AirExchangeSearchResultSchema.parse((await simulator('POST', `/air/exchange/${reservationId}/search`, { departDate: newDate, pageSize: 50 }, asMember(platinum))).body)
    const dearer = found.items.find((item) => item.exchange.amountDue > 0)!
    const quote = AirExchangeQuoteSchema.parse((await simulator('POST', `/air/exchange/${reservationId}/quote`, { offerId: dearer.offerId }, asMember(platinum))).body)
    expect(quote.paymentModes).toContain(1)
    const exchange = (body: Record<string, unknown>) => simulator('POST', `/air/exchange/${reservationId}/book`, { offerId: dearer.offerId, expectedAmountDue: quote.amountDue, ...body }, { ...asMember(platinum), 'idempotency-key': newKey() })
    expect((await exchange({ payment: { mode: 1, points: quote.points.forDueNow } })).status).toBe(400)
    const unpaid = await exchange({ acceptTerms: true })
    expect([unpaid.status, unpaid.body.modifyErrors[0].code]).toEqual([422, 'PAYMENT_NOT_ALLOWED'])
    const paid = await exchange({ payment: { mode: 1, points: quote.points.forDueNow }, acceptTerms: true })
    expect(paid.status).toBe(200)
    const reservation = AirReservationSchema.parse(paid.body)
    expect(reservation.exchanges[0]).toMatchObject({ pointsUsed: quote.points.forDueNow, charged: 0 })
  })

  it('charges the amount the exchange page quoted to a card on file, and cancelling afterwards refunds what was charged in all, as its page quotes (issue 21)', async () => {
    const reservationId = await bookedWith('STANDARD')
    const path = `/reservations/air/${reservationId}`
    const booked = AirReservationSchema.parse((await simulator('GET', path, undefined, asMember(platinum))).body)
    const found = AirExchangeSearchResultSchema.parse((await simulator('POST', `/air/exchange/${reservationId}/search`, { departDate: newDate, pageSize: 50 }, asMember(platinum))).body)
    const dearer = found.items.find((item) => item.exchange.amountDue > 0)!
    const quote = AirExchangeQuoteSchema.parse((await simulator('POST', `/air/exchange/${reservationId}/quote`, { offerId: dearer.offerId }, asMember(platinum))).body)
    expect(dearer.exchange.amountDue).toBe(quote.amountDue)
    // The member's card on file, as the exchange page offers it first (decision 077).
    const { body: profile } = await simulator('GET', '/customer/profile', undefined, asMember(platinum))
    const loyalty = profile.loyalty.type === 'CARD_BASED' ? profile.loyalty.cardProfiles.find((entry: { card: { isDefault: boolean } }) => entry.card.isDefault).profile : profile.loyalty
    const onFile = loyalty.cards[0] as { token: string; brand: { code: string } }
    const savedCard = { token: onFile.token, ...(onFile.brand.code === 'AX' ? { cardCVV: '1234' } : {}) }
    const exchanged = await simulator('POST', `/air/exchange/${reservationId}/book`, { offerId: dearer.offerId, expectedAmountDue: quote.amountDue, payment: { mode: 0, points: 0, savedCard }, acceptTerms: true }, { ...asMember(platinum), 'idempotency-key': newKey() })
    expect(exchanged.status, JSON.stringify(exchanged.body)).toBe(200)
    const reservation = AirReservationSchema.parse(exchanged.body)
    expect(reservation.exchanges[0]).toMatchObject({ charged: quote.amountDue, pointsUsed: 0 })
    expect(reservation.payment.cardCharged).toBe(booked.payment.cardCharged + quote.amountDue)
    expect(reservation.price.total).toBe(booked.price.total + quote.fareDifference + quote.changeFee)

    // Within 24 hours of booking: everything paid comes back, the change fee too.
    const offered = CancellationQuoteSchema.parse((await simulator('POST', `${path}/cancel/quote`, {}, asMember(platinum))).body)
    expect(offered).toMatchObject({ freeCancellation: true, penalty: { amount: 0 }, refund: { amount: reservation.payment.cardCharged }, pointsRefund: reservation.payment.pointsUsed })
    const cancelled = await simulator('POST', `${path}/cancel`, {}, { ...asMember(platinum), 'idempotency-key': newKey() })
    expect(cancelled.status).toBe(200)
    expect(AirReservationSchema.parse(cancelled.body).cancellation).toMatchObject({ refund: offered.refund, penalty: offered.penalty, pointsRefunded: offered.pointsRefund })
  })

  it("judges the 24 hours after booking by the simulator's clock: later, the fare's terms apply (issue 36)", async () => {
    const reservationId = await bookedWith('STANDARD')
    const path = `/reservations/air/${reservationId}`
    const clock = (instant: number) => ({ ...asMember(platinum), 'x-sim-scenario': `clock:${new Date(instant).toISOString().slice(0, 16).replace(/[-:]/g, '')}Z` })
    const within = CancellationQuoteSchema.parse((await simulator('POST', `${path}/cancel/quote`, {}, clock(Date.now() + 23 * 3_600_000))).body)
    expect(within).toMatchObject({ freeCancellation: true, penalty: { amount: 0 } })
    const later = CancellationQuoteSchema.parse((await simulator('POST', `${path}/cancel/quote`, {}, clock(Date.now() + 5 * 86_400_000))).body)
    expect(later).toMatchObject({ cancellable: true, freeCancellation: false, penalty: { amount: 10_000 } })
    expect(later.description).toMatch(/Standard fare rules/i)
  })

  it('refuses a changed price, the same flights, and bad input', async () => {
    const reservationId = await bookedWith('FLEX')
    const same = await simulator('POST', `/air/exchange/${reservationId}/quote`, { offerId: air.oneWay.offerId }, asMember(platinum))
    expect([same.status, same.body.modifyErrors[0].code]).toEqual([422, 'INVALID_CRITERIA'])
    const found = AirSearchResultSchema.parse((await simulator('POST', `/air/exchange/${reservationId}/search`, { departDate: newDate }, asMember(platinum))).body)
    const changed = await simulator('POST', `/air/exchange/${reservationId}/book`, { offerId: found.items[0]!.offerId, expectedAmountDue: 1, payment: { mode: 0, points: 0, card }, acceptTerms: true }, { ...asMember(platinum), 'idempotency-key': newKey() })
    expect([changed.status, changed.body.modifyErrors[0].code]).toEqual([409, 'PRICE_CHANGED'])
    expect((await simulator('POST', `/air/exchange/${reservationId}/search`, { departDate: 'soon' }, asMember(platinum))).status).toBe(400)
    expect((await simulator('POST', '/air/exchange/AR-UNKNOWN234/search', { departDate: newDate }, asMember(platinum))).status).toBe(404)
  })
})
