// Issue 36 consistency suite, first half: what a results card states (price, refundability, points,
// bags) is what the offer page and the checkout quote say of the same choice, on the simulator over
// HTTP, for car rental, dining, tours, transport and flights (hotels: simulator-hotel.test.ts "states on every
// card"; checkout → confirmation → My Trips → cancel page for every line: lxp-booking.test.ts).
import { describe, expect, it, vi } from 'vitest'
import { ActivityOfferSchema, ActivityQuoteSchema, ActivitySearchResultSchema, type ActivitySummary } from '@contracts/lxp/activity.schema'
import { AirOfferSchema, AirQuoteSchema, AirSearchResultSchema } from '@contracts/lxp/air.schema'
import { CarOfferSchema, CarQuoteSchema, CarSearchResultSchema } from '@contracts/lxp/car.schema'
import { DiningOfferSchema, DiningQuoteSchema, DiningSearchResultSchema } from '@contracts/lxp/dining.schema'
import { platinum, asMember, seededLxpDatabase, simulator } from '../fixtures/lxp-http'
import { carRental } from '../fixtures/car-booking'

const seeded = seededLxpDatabase()
vi.mock('@server/db/db.server', () => ({ database: async () => seeded.db }))

async function ok<T>(schema: { parse: (value: unknown) => T }, answer: Promise<{ status: number; body: unknown }>) {
  const { status, body } = await answer
  expect(status, JSON.stringify(body)).toBe(200)
  return schema.parse(body)
}

describe('car rental: results card, car page and checkout', () => {
  it('give every car of a Paris search the same total, refundability and points', async () => {
    const found = await ok(CarSearchResultSchema, simulator('POST', '/car/search', { pickUpLocation: 'Paris', ...carRental, pageSize: 50 }))
    expect(found.items.length).toBeGreaterThan(3)
    const query = new URLSearchParams({ pickUpDate: carRental.pickUpDate, pickUpTime: carRental.pickUpTime, dropOffDate: carRental.dropOffDate, dropOffTime: carRental.dropOffTime, driverAge: String(carRental.driverAge) })
    for (const card of found.items) {
      const offer = await ok(CarOfferSchema, simulator('GET', `/car/offers/${card.offerId}?${query}`))
      const quote = await ok(CarQuoteSchema, simulator('POST', '/car/checkout/quote', { ...carRental, offerId: card.offerId, extras: [] }, asMember(platinum)))
      const said = (total: number, refundable: boolean, pointsEligible: boolean) => ({ total, refundable, pointsEligible })
      expect(said(offer.price.total, offer.cancellationPolicy.refundable, offer.pointsEligible), card.offerId).toEqual(said(card.total.amount, card.freeCancellation, card.pointsEligible))
      expect(said(quote.price.total, quote.cancellationPolicy.refundable, quote.points.reason === null), card.offerId).toEqual(said(card.total.amount, card.freeCancellation, card.pointsEligible))
    }
  })
})

async function agreeOnActivities(offers: ActivitySummary[], route?: { from: string; to: string }) {
  for (const card of offers) {
    if (!card.next) continue
    const selection = { activityId: card.activityId, optionId: card.next.optionId, date: card.next.date, time: card.next.time, travelers: 2, ...route }
    const query = new URLSearchParams({ date: card.next.date, travelers: '2', time: card.next.time, ...route })
    const offer = await ok(ActivityOfferSchema, simulator('GET', `/activity/offers/${card.activityId}?${query}`))
    const quote = await ok(ActivityQuoteSchema, simulator('POST', '/activity/checkout/quote', selection, asMember(platinum)))
    expect({ refundable: offer.cancellationPolicy.refundable, freeCancellation: offer.freeCancellation, pointsEligible: offer.pointsEligible }, card.activityId).toEqual({
      refundable: card.freeCancellation,
      freeCancellation: card.freeCancellation,
      pointsEligible: card.pointsEligible,
    })
    expect({ total: quote.price.total, refundable: quote.cancellationPolicy.refundable, pointsEligible: quote.points.reason === null }, card.activityId).toEqual({
      total: card.price.total.amount,
      refundable: card.freeCancellation,
      pointsEligible: card.pointsEligible,
    })
  }
}

describe('tours and transport: results card, activity page and checkout', () => {
  it('give every Paris tour the same total for the party, refundability and points', async () => {
    const found = await ok(ActivitySearchResultSchema, simulator('POST', '/activity/search', { kind: 'tour', destination: 'Paris', startDate: '2027-03-10', endDate: '2027-03-16', travelers: 2, pageSize: 50 }))
    expect(found.items.some((offer) => offer.freeCancellation) && found.items.some((offer) => !offer.freeCancellation)).toBe(true)
    await agreeOnActivities(found.items)
  })

  it('give every transfer from CDG to Paris the same total, refundability and points', async () => {
    const found = await ok(ActivitySearchResultSchema, simulator('POST', '/activity/search', { kind: 'transport', origin: 'CDG', destination: 'Paris', date: '2027-03-10', time: '14:30', passengers: 2 }))
    expect(found.items.length).toBeGreaterThan(0)
    await agreeOnActivities(found.items, { from: found.route!.from.id, to: found.route!.to.id })
  })
})

describe('flights: results, flight page and checkout', () => {
  it('give every fare family of a JFK–LHR result the same total, bags and refund rule', async () => {
    const found = await ok(AirSearchResultSchema, simulator('POST', '/air/search', { origin: 'JFK', destination: 'LHR', departDate: '2027-03-12', returnDate: '2027-03-19', pageSize: 5 }))
    expect(found.items.length).toBeGreaterThan(0)
    for (const itinerary of found.items) {
      const offer = await ok(AirOfferSchema, simulator('GET', `/air/offers/${itinerary.offerId}?adults=1`))
      expect(offer.fares).toEqual(itinerary.fares)
      for (const fare of itinerary.fares) {
        const quote = await ok(AirQuoteSchema, simulator('POST', '/air/checkout/quote', { offerId: itinerary.offerId, fareFamily: fare.family, passengers: { adults: 1 }, checkedBags: [] }, asMember(platinum)))
        expect({ fare: quote.fare, total: quote.price.total }, `${itinerary.offerId} ${fare.family}`).toEqual({ fare, total: fare.total })
      }
    }
  })
})

describe('dining: results card, restaurant page and checkout', () => {
  it('give every Paris restaurant the same set-menu price, table deposit and points, and each option the same total and terms', async () => {
    const booking = { date: '2027-03-12', time: '19:30', partySize: 2 }
    const found = await ok(DiningSearchResultSchema, simulator('POST', '/dining/search', { destination: 'Paris', ...booking, pageSize: 10 }))
    expect(found.items.length).toBeGreaterThan(3)
    let quoted = 0
    for (const card of found.items) {
      const offer = await ok(DiningOfferSchema, simulator('GET', `/dining/offers/${card.restaurantId}?${new URLSearchParams({ ...booking, partySize: '2' })}`))
      const menus = offer.options.filter((option) => option.kind === 'EXPERIENCE').map((option) => option.price.perPerson)
      const table = offer.options.find((option) => option.kind === 'TABLE')
      expect({ fromPerPerson: card.fromPerPerson?.amount ?? null, tableDeposit: card.tableDeposit?.amount ?? null, pointsEligible: offer.pointsEligible }, card.restaurantId).toEqual({
        fromPerPerson: menus.length ? Math.min(...menus) : null,
        tableDeposit: table && table.price.perPerson > 0 ? table.price.perPerson : null,
        pointsEligible: card.pointsEligible,
      })
      if (!offer.openOnDate || !card.slots.some((slot) => slot.time === booking.time)) continue
      for (const option of offer.options) {
        const quote = await ok(DiningQuoteSchema, simulator('POST', '/dining/checkout/quote', { restaurantId: card.restaurantId, optionId: option.id, ...booking }, asMember(platinum)))
        expect({ price: quote.price, refundable: quote.cancellationPolicy.refundable, freeUntil: quote.cancellationPolicy.freeUntil }, `${card.restaurantId} ${option.id}`).toEqual({
          price: option.price,
          refundable: option.cancellationPolicy.refundable,
          freeUntil: option.cancellationPolicy.freeUntil,
        })
        quoted += 1
      }
    }
    expect(quoted).toBeGreaterThan(3)
  })
})
