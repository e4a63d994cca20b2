// "Now" and "today" are the venue's (docs/decisions/111; §R8.4 E1001018 pick-up in the past): the
// simulator's clock fixed at instants where the UTC date and the venue's differ, through the BFF at
// /api/lxp as a guest's browser calls it. Flights are sold until the cut-off before departure at their
// airport; a stay, a table and a car start on the venue's date; free cancellation is judged on the hotel's
// date; a rental across a clock change counts elapsed hours; the landing pages' popular destinations count
// their two weeks from the destination's date (for flights, the origin airport's).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ActivityOfferSchema, ActivitySearchResultSchema } from '@contracts/lxp/activity.schema'
import { ActivityQuoteSchema } from '@contracts/lxp/activity-checkout.schema'
import { AirSearchResultSchema, type Itinerary } from '@contracts/lxp/air.schema'
import { CarSearchResultSchema } from '@contracts/lxp/car.schema'
import { DiningQuoteSchema, DiningSearchResultSchema } from '@contracts/lxp/dining.schema'
import { ReservationListSchema } from '@contracts/lxp/reservations.schema'
import { HotelOfferSchema, HotelSearchResultSchema } from '@contracts/lxp/hotel.schema'
import { PopularDestinationsSchema } from '@contracts/lxp/popular-destinations.contract'
import { flightSalesCutOffMinutes } from '@contracts/domain/venue-time'
import { setNowForTests } from '@simulator/clock'
import { seededDatabase } from '../fixtures/database'

const seeded = seededDatabase()
vi.mock('@server/db/db.server', () => ({ database: async () => seeded.db }))
const { asMember, bff, platinum, quoteThrough, simulator, visaCard } = await import('../fixtures/lxp-http')

afterEach(() => setNowForTests(undefined))

const guests = [{ adults: 2, childAges: [] }]
const firstDeparture = (itinerary: Itinerary) => itinerary.bounds[0]!.segments[0]!.departure

describe('flights', () => {
  it('offers and sells only flights leaving after the cut-off, on the departure airport clock', async () => {
    const criteria = { origin: 'HND', destination: 'HNL', departDate: '2026-11-29', cabin: 'ECONOMY', passengers: { adults: 1 }, pageSize: 50 }
    // The evening before in Tokyo: every flight of the 29th is sold.
    setNowForTests('2026-11-28T10:00:00Z')
    const before = AirSearchResultSchema.parse((await bff('POST', '/air/search', criteria)).body)
    expect(before.items.length).toBeGreaterThan(0)
    // 15:41 in Tokyo on the 29th: only departures after 16:41 are left.
    setNowForTests('2026-11-29T06:41:00Z')
    const later = AirSearchResultSchema.parse((await bff('POST', '/air/search', criteria)).body)
    const cutOff = `2026-11-29T${String(15 + Math.floor((41 + flightSalesCutOffMinutes) / 60)).padStart(2, '0')}:${String((41 + flightSalesCutOffMinutes) % 60).padStart(2, '0')}`
    expect(later.items.every((itinerary) => firstDeparture(itinerary) > cutOff)).toBe(true)
    const gone = before.items.find((itinerary) => firstDeparture(itinerary) <= cutOff)
    expect(gone, 'a flight of the morning').toBeDefined()
    expect(later.items.map((itinerary) => itinerary.offerId)).not.toContain(gone!.offerId)
    // Its offer and its checkout quote are refused as a field error naming Tokyo's time, never a 404.
    const offer = await bff('GET', `/air/offers/${encodeURIComponent(gone!.offerId)}?adults=1`)
    expect(offer.status).toBe(422)
    expect(offer.body.errors[0]).toMatchObject({ code: 'TIME_PASSED', field: 'params.offerId' })
    expect(offer.body.errors[0].message).toContain('15:41 in Tokyo')
    const quote = await bff('POST', '/air/checkout/quote', { offerId: gone!.offerId, fareFamily: 'FLEX', passengers: { adults: 1 }, checkedBags: [] })
    expect(quote.status).toBe(422)
    expect(quote.body.errors[0]).toMatchObject({ code: 'TIME_PASSED' })
  })

  it('takes the departure date as the origin airport has it', async () => {
    // 20:18 on Sat 28 Nov in Honolulu is Sunday in UTC: a flight from Honolulu on the 28th is still today.
    setNowForTests('2026-11-29T06:18:00Z')
    const tonight = await bff('POST', '/air/search', { origin: 'HNL', destination: 'Tokyo', departDate: '2026-11-28', cabin: 'ECONOMY', passengers: { adults: 1 } })
    expect(tonight.status).toBe(200)
    // From Auckland, where it is already Monday the 30th, Sunday has passed.
    const yesterday = await bff('POST', '/air/search', { origin: 'Tokyo', destination: 'HNL', departDate: '2026-11-28', cabin: 'ECONOMY', passengers: { adults: 1 } })
    expect(yesterday.status).toBe(422)
    expect(yesterday.body.errors[0]).toMatchObject({ code: 'INVALID_DATES', field: 'body.departDate' })
    expect(yesterday.body.errors[0].message).toContain('2026-11-29T15:18 in Tokyo')
  })
})

describe('stays', () => {
  // Sat 28 Nov 2026, 20:31 in Honolulu; already Sunday in UTC.
  const honoluluEvening = '2026-11-29T06:31:00Z'

  it('takes a stay from tonight at the hotel and refuses yesterday with the hotel local time', async () => {
    setNowForTests(honoluluEvening)
    const tonight = await bff('POST', '/hotel/search', { destination: 'Honolulu', checkIn: '2026-11-28', checkOut: '2026-11-29', rooms: guests })
    expect(tonight.status).toBe(200)
    const yesterday = await bff('POST', '/hotel/search', { destination: 'Honolulu', checkIn: '2026-11-27', checkOut: '2026-11-29', rooms: guests })
    expect(yesterday.status).toBe(422)
    expect(yesterday.body.errors[0]).toMatchObject({ code: 'INVALID_DATES', field: 'body.checkIn' })
    expect(yesterday.body.errors[0].message).toContain('2026-11-28T20:31 in Honolulu')
  })

  it('runs a call at the instant its clock scenario names (the sandbox, docs/mock-upstream.md)', async () => {
    const stay = { destination: 'Honolulu', checkIn: '2026-11-28', checkOut: '2026-11-29', rooms: guests }
    expect((await simulator('POST', '/hotel/search', stay, { 'x-sim-scenario': 'clock:20261129T0631Z' })).status).toBe(200)
    const dayAfter = await simulator('POST', '/hotel/search', stay, { 'x-sim-scenario': 'clock:20261130T0631Z' })
    expect(dayAfter.status).toBe(422)
    expect(dayAfter.body.errors[0].message).toContain('2026-11-29T20:31 in Honolulu')
  })

  it('judges free cancellation on the hotel date, and the badge, filter and rates agree', async () => {
    setNowForTests(honoluluEvening)
    const stay = { destination: 'Honolulu', checkIn: '2026-11-29', checkOut: '2026-11-30', rooms: guests }
    const all = HotelSearchResultSchema.parse((await bff('POST', '/hotel/search', { ...stay, pageSize: 50 })).body)
    const free = HotelSearchResultSchema.parse((await bff('POST', '/hotel/search', { ...stay, pageSize: 50, filters: { freeCancellation: true } })).body)
    // Check-in tomorrow, hotel time: only rates whose last free day is today (one day before) still qualify.
    expect(free.total).toBeGreaterThan(0)
    expect(free.total).toBeLessThan(all.total)
    for (const hotel of free.items) expect(hotel.freeCancellation).toBe(true)
    for (const summary of all.items.slice(0, 8)) {
      const offer = HotelOfferSchema.parse((await bff('GET', `/hotel/offers/${summary.id}?checkIn=2026-11-29&checkOut=2026-11-30&adults=2`)).body)
      const rates = offer.rooms.flatMap((room) => room.rates)
      // One answer per rate: a deadline is today or later, else there is none and the policy says it has passed.
      for (const rate of rates) {
        if (rate.freeCancellationUntil) expect(rate.freeCancellationUntil).toBe('2026-11-28')
        if (rate.refundable && !rate.freeCancellationUntil) expect(rate.cancellationPolicy.description).toMatch(/has passed/)
      }
      expect(summary.freeCancellation).toBe(rates.some((rate) => rate.freeCancellationUntil !== null))
    }
  })
})

describe('tours and transfers', () => {
  it("promise free cancellation only until 24 hours before the start on the destination's clock: badge, filter, offer and quote agree", async () => {
    // 16:15 on Mon 30 Nov in Tokyo (07:15 UTC): today's departures start within 24 hours, next week's do not.
    setNowForTests('2026-11-30T07:15:00Z')
    const search = async (criteria: Record<string, unknown>) => ActivitySearchResultSchema.parse((await bff('POST', '/activity/search', { pageSize: 50, ...criteria })).body)
    const rows = [
      { tonight: { kind: 'tour', destination: 'Tokyo', startDate: '2026-11-30', travelers: 1 }, nextWeek: { kind: 'tour', destination: 'Tokyo', startDate: '2026-12-07', travelers: 1 } },
      { tonight: { kind: 'transport', origin: 'HND', destination: 'Tokyo', date: '2026-11-30', time: '23:00', passengers: 1 }, nextWeek: { kind: 'transport', origin: 'HND', destination: 'Tokyo', date: '2026-12-07', time: '23:00', passengers: 1 } },
    ]
    for (const { tonight, nextWeek } of rows) {
      const today = await search(tonight)
      expect(today.items.length).toBeGreaterThan(0)
      for (const item of today.items) {
        expect(item.freeCancellation).toBe(false)
        expect(['NO_REFUND_WITHIN_24_HOURS', 'NON_REFUNDABLE']).toContain(item.cancellation)
      }
      expect(today.facets.freeCancellation).toBe(0)
      expect((await search({ ...tonight, filters: { freeCancellation: true } })).total).toBe(0)
      const later = await search(nextWeek)
      expect(later.facets.freeCancellation).toBeGreaterThan(0)

      const item = today.items.find((entry) => entry.next)!
      const date = item.next!.date
      const offer = ActivityOfferSchema.parse((await bff('GET', `/activity/offers/${item.activityId}?${new URLSearchParams({ date, travelers: '1', ...(item.route ? { time: item.next!.time, from: item.route.from.id, to: item.route.to.id } : {}) })}`)).body)
      expect(offer.freeCancellation).toBe(false)
      const selection = { activityId: item.activityId, optionId: item.next!.optionId, date, time: item.next!.time, travelers: 1, ...(item.route ? { from: item.route.from.id, to: item.route.to.id } : {}) }
      const quote = await quoteThrough('activity', selection, ActivityQuoteSchema)
      expect(quote.activity.freeCancellation).toBe(false)
      for (const policy of [offer.cancellationPolicy, quote.cancellationPolicy]) {
        expect(policy.freeCancellationUntil).toBeNull()
        if (policy.type === 'FREE_CANCELLATION') expect(policy.description).toMatch(/has passed/)
      }
    }
  })

  it("refuse a transfer's pick-up time already passed, naming the destination's time", async () => {
    setNowForTests('2026-11-30T07:15:00Z')
    const passed = await bff('POST', '/activity/search', { kind: 'transport', origin: 'HND', destination: 'Tokyo', date: '2026-11-30', time: '15:00', passengers: 1 })
    expect(passed.status).toBe(422)
    expect(passed.body.errors[0]).toMatchObject({ field: 'body.time', message: 'This pick-up time has passed: it is 2026-11-30T16:15 in Tokyo. Choose a later time.' })
  })

  it('judge each departure on its own start: the first within 24 hours is no longer free, a later one that day still is, on the card, offer, quote and filter', async () => {
    // 10:00 on Mon 30 Nov in Tokyo (01:00 UTC): tomorrow's 09:00 starts within 24 hours, its 14:00 does not.
    setNowForTests('2026-11-30T01:00:00Z')
    const criteria = { kind: 'tour', destination: 'Tokyo', startDate: '2026-12-01', travelers: 1, pageSize: 50 }
    const result = ActivitySearchResultSchema.parse((await bff('POST', '/activity/search', criteria)).body)
    const later = result.items.filter((item) => item.cancellation === 'FREE_ON_LATER_DEPARTURES')
    expect(later.length).toBeGreaterThan(0)
    for (const item of result.items) expect(item.freeCancellation).toBe(item.cancellation === 'FREE' || item.cancellation === 'FREE_ON_LATER_DEPARTURES')
    expect(result.facets.freeCancellation).toBe(result.items.filter((item) => item.freeCancellation).length)
    const filtered = ActivitySearchResultSchema.parse((await bff('POST', '/activity/search', { ...criteria, filters: { freeCancellation: true } })).body)
    expect(filtered.items.map((item) => item.activityId)).toEqual(expect.arrayContaining(later.map((item) => item.activityId)))

    const item = later[0]!
    const offer = ActivityOfferSchema.parse((await bff('GET', `/activity/offers/${item.activityId}?date=2026-12-01&travelers=1`)).body)
    const departures = offer.options.flatMap((option) => option.departures.filter((departure) => departure.available).map((departure) => ({ optionId: option.optionId, ...departure })))
    const first = departures.find((departure) => departure.time === item.next!.time && departure.optionId === item.next!.optionId)!
    const free = departures.find((departure) => departure.cancellationPolicy.freeCancellationUntil !== null)!
    expect(first.time <= '10:00').toBe(true)
    expect(first.cancellationPolicy).toMatchObject({ freeCancellationUntil: null, refundable: false })
    expect(first.cancellationPolicy.description).toMatch(/has passed/)
    expect(free.time > first.time).toBe(true)
    expect(free.cancellationPolicy).toMatchObject({ freeCancellationUntil: `2026-11-30T${free.time}`, refundable: true })
    // The offer's own policy is its first departure's; the quote follows the departure chosen.
    expect(offer.cancellationPolicy).toEqual(first.cancellationPolicy)
    for (const departure of [first, free]) {
      const quote = await quoteThrough('activity', { activityId: item.activityId, optionId: departure.optionId, date: '2026-12-01', time: departure.time, travelers: 1 }, ActivityQuoteSchema)
      expect(quote.cancellationPolicy).toEqual(departure.cancellationPolicy)
      expect(quote.activity.freeCancellation).toBe(departure.cancellationPolicy.freeCancellationUntil !== null)
    }
  })
})

describe('free cancellation across a clock change', () => {
  it("ends 24 hours of elapsed time before a tour's start: 23 hours on London's wall the morning the clocks go forward", async () => {
    setNowForTests('2027-03-01T12:00:00Z')
    const result = ActivitySearchResultSchema.parse((await bff('POST', '/activity/search', { kind: 'tour', destination: 'London', startDate: '2027-03-28', travelers: 1, pageSize: 50 })).body)
    const item = result.items.find((entry) => entry.next?.date === '2027-03-28' && entry.cancellation === 'FREE')!
    const offer = ActivityOfferSchema.parse((await bff('GET', `/activity/offers/${item.activityId}?date=2027-03-28&travelers=1`)).body)
    const departures = offer.options.flatMap((option) => option.departures).filter((departure) => departure.time >= '03:00')
    expect(departures.length).toBeGreaterThan(0)
    const hourEarlier = (time: string) => `${String(Number(time.slice(0, 2)) - 1).padStart(2, '0')}${time.slice(2)}`
    for (const departure of departures) expect(departure.cancellationPolicy.freeCancellationUntil).toBe(`2027-03-27T${hourEarlier(departure.time)}`)
  })
})

describe('deadlines name the place whose clock decides them', () => {
  it('a hotel rate, a rental and a table say whose time their free cancellation ends in', async () => {
    setNowForTests('2026-11-29T06:31:00Z')
    const stay = { destination: 'Honolulu', checkIn: '2026-12-10', checkOut: '2026-12-12', rooms: guests }
    const hotel = HotelSearchResultSchema.parse((await bff('POST', '/hotel/search', stay)).body).items[0]!
    const offer = HotelOfferSchema.parse((await bff('GET', `/hotel/offers/${hotel.id}?checkIn=2026-12-10&checkOut=2026-12-12&adults=2`)).body)
    const flexible = offer.rooms.flatMap((room) => room.rates).find((rate) => rate.freeCancellationUntil)
    expect(flexible?.cancellationPolicy.description).toMatch(/^Free cancellation until the end of 2026-12-\d{2} \(Honolulu time\)/)

    const rental = { pickUpDate: '2026-12-10', pickUpTime: '10:00', dropOffDate: '2026-12-12', dropOffTime: '10:00' }
    const cars = CarSearchResultSchema.parse((await bff('POST', '/car/search', { pickUpLocation: 'Paris', ...rental, driverAge: 35 })).body)
    const refundable = await Promise.all(cars.items.slice(0, 6).map(async (car) => (await bff('GET', `/car/offers/${encodeURIComponent(car.offerId)}?${new URLSearchParams(rental)}`)).body.cancellationPolicy.description as string))
    expect(refundable.find((text) => text.startsWith('Free cancellation'))).toMatch(/^Free cancellation until the end of 2026-12-08 \(Paris time\)/)

    const tables = (await bff('POST', '/dining/search', { destination: 'Tokyo', date: '2026-12-10', time: '19:00', partySize: 2 })).body.items as { restaurantId: string }[]
    const restaurant = (await bff('GET', `/dining/offers/${tables[0]!.restaurantId}?date=2026-12-10&time=19:00&partySize=2`)).body
    // A local date-time the pages write in the visitor's day and clock (fourth pass item 5).
    expect(JSON.stringify(restaurant)).toMatch(/Free cancellation until 2026-12-\d{2}T\d{2}:\d{2} \(Tokyo time\)/)
  })
})

describe('the end of free cancellation, in one form on every line (issue 41)', () => {
  it('is an instant at the venue\'s UTC offset: the midnight after a hotel\'s or a rental\'s last day, the moment of a table or a tour', async () => {
    setNowForTests('2026-11-29T06:31:00Z')
    const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/
    const stay = { destination: 'Honolulu', checkIn: '2026-12-10', checkOut: '2026-12-12', rooms: guests }
    const hotel = HotelSearchResultSchema.parse((await bff('POST', '/hotel/search', stay)).body).items[0]!
    const offer = HotelOfferSchema.parse((await bff('GET', `/hotel/offers/${hotel.id}?checkIn=2026-12-10&checkOut=2026-12-12&adults=2`)).body)
    for (const rate of offer.rooms.flatMap((room) => room.rates)) {
      const { freeCancellationUntil: lastDay, freeCancellationEndsAt: endsAt } = rate.cancellationPolicy
      if (!lastDay) expect(endsAt).toBeNull()
      // The end of the last day in Honolulu (UTC-10): the next midnight there.
      else expect(endsAt).toBe(`${new Date(Date.parse(`${lastDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)}T00:00:00-10:00`)
    }

    const rental = { pickUpDate: '2026-12-10', pickUpTime: '10:00', dropOffDate: '2026-12-12', dropOffTime: '10:00' }
    const cars = CarSearchResultSchema.parse((await bff('POST', '/car/search', { pickUpLocation: 'Paris', ...rental, driverAge: 35 })).body)
    const policies = await Promise.all(cars.items.slice(0, 6).map(async (car) => (await bff('GET', `/car/offers/${encodeURIComponent(car.offerId)}?${new URLSearchParams(rental)}`)).body.cancellationPolicy as { freeCancellationUntil: string | null; freeCancellationEndsAt: string | null }))
    expect(policies.find((policy) => policy.freeCancellationUntil)).toMatchObject({ freeCancellationUntil: '2026-12-08', freeCancellationEndsAt: '2026-12-09T00:00:00+01:00' })

    const tables = (await bff('POST', '/dining/search', { destination: 'Tokyo', date: '2026-12-10', time: '19:00', partySize: 2 })).body.items as { restaurantId: string }[]
    const restaurant = (await bff('GET', `/dining/offers/${tables[0]!.restaurantId}?date=2026-12-10&time=19:00&partySize=2`)).body as { options: { cancellationPolicy: { freeUntil: string; freeCancellationEndsAt: string | null } }[] }
    for (const { cancellationPolicy } of restaurant.options) expect(cancellationPolicy.freeCancellationEndsAt).toBe(`${cancellationPolicy.freeUntil}:00+09:00`)

    setNowForTests('2027-03-01T12:00:00Z')
    const tours = ActivitySearchResultSchema.parse((await bff('POST', '/activity/search', { kind: 'tour', destination: 'London', startDate: '2027-04-10', travelers: 1, pageSize: 50 })).body)
    const tour = tours.items.find((entry) => entry.next?.date === '2027-04-10' && entry.cancellation === 'FREE')!
    const tourOffer = ActivityOfferSchema.parse((await bff('GET', `/activity/offers/${tour.activityId}?date=2027-04-10&travelers=1`)).body)
    const departure = tourOffer.options.flatMap((option) => option.departures)[0]!
    // London on summer time (UTC+1): the local moment, with its offset.
    expect(departure.cancellationPolicy.freeCancellationEndsAt).toBe(`${departure.cancellationPolicy.freeCancellationUntil}:00+01:00`)
    for (const endsAt of [...policies.map((policy) => policy.freeCancellationEndsAt), departure.cancellationPolicy.freeCancellationEndsAt]) if (endsAt) expect(endsAt).toMatch(rfc3339)
  })
})

describe('tables and cars', () => {
  it('books a table tonight in Honolulu at 20:31 and refuses a time already passed there', async () => {
    setNowForTests('2026-11-29T06:31:00Z')
    const later = await bff('POST', '/dining/search', { destination: 'Honolulu', date: '2026-11-28', time: '21:30', partySize: 2 })
    expect(later.status).toBe(200)
    const passed = await bff('POST', '/dining/search', { destination: 'Honolulu', date: '2026-11-28', time: '19:00', partySize: 2 })
    expect(passed.status).toBe(422)
    expect(passed.body.errors[0]).toMatchObject({ code: 'TIME_PASSED', field: 'body.time' })

    // Booked, tonight's table is an upcoming trip in My Trips, though the UTC date is already the 29th.
    const { restaurantId } = DiningSearchResultSchema.parse(later.body).items[0]!
    const selection = { restaurantId, optionId: 'table', date: '2026-11-28', time: '21:30', partySize: 2 }
    const { price } = await quoteThrough('dining', selection, DiningQuoteSchema, platinum)
    const card = visaCard('Kai', 'Kahale')
    const traveler = { firstName: 'Kai', lastName: 'Kahale', email: 'kai.kahale@example.com', phone: '+1 808 555 0143' }
    const booked = await simulator('POST', '/dining/book', { ...selection, traveler, occasion: 'NONE', specialRequests: '', payment: { mode: 0, points: 0, card }, acceptTerms: true, expectedDueNow: price.dueNow }, { 'idempotency-key': 'venue-time-honolulu-table', ...asMember(platinum) })
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    const trips = async (when: string) => ReservationListSchema.parse((await simulator('GET', `/customer/reservations?type=DINING&when=${when}`, undefined, asMember(platinum))).body).items.map((trip) => trip.reservationId)
    expect(await trips('upcoming')).toContain(booked.body.reservationId)
    expect(await trips('past')).not.toContain(booked.body.reservationId)
  })

  it.each([
    ['JFK', '2027-03-13', '2027-03-14'],
    ['CDG', '2027-03-27', '2027-03-28'],
  ])('charges one day for 24 hours at %s across the spring clock change', async (pickUpLocation, pickUpDate, dropOffDate) => {
    setNowForTests('2027-03-01T12:00:00Z')
    const rental = { pickUpLocation, pickUpDate, pickUpTime: '10:00', dropOffDate, dropOffTime: '11:00', driverAge: 35 }
    const found = CarSearchResultSchema.parse((await bff('POST', '/car/search', rental)).body)
    expect(found.items.length).toBeGreaterThan(0)
    expect(found.items.every((offer) => offer.days === 1)).toBe(true)
  })

  it('refuses a pick-up already passed at the location, naming its local time', async () => {
    // 09:30 on 13 Mar 2027 in New York.
    setNowForTests('2027-03-13T14:30:00Z')
    const passed = await bff('POST', '/car/search', { pickUpLocation: 'JFK', pickUpDate: '2027-03-13', pickUpTime: '09:00', dropOffDate: '2027-03-15', dropOffTime: '09:00', driverAge: 35 })
    expect(passed.status).toBe(422)
    expect(passed.body.errors[0]).toMatchObject({ code: 'E1001018' })
    expect(passed.body.errors[0].message).toContain('09:30 in New York')
  })
})

describe("the landing pages' popular destinations", () => {
  const popular = async (query: string) => PopularDestinationsSchema.parse((await bff('GET', `/catalogue/popular-destinations?${query}`)).body).destinations
  const startOf = (destinations: Awaited<ReturnType<typeof popular>>) => Object.fromEntries(destinations.map((destination) => [destination.name, destination.search.startDate]))

  it("count two weeks from each destination's own date near its midnight, not from the UTC date", async () => {
    // 21:30 UTC on Tue 1 Dec 2026: already Wednesday in Istanbul (00:30), Dubai and Bangkok; 16:30 on Tuesday in New York.
    setNowForTests('2026-12-01T21:30:00Z')
    const stays = startOf(await popular('line=hotel&limit=6'))
    expect(stays).toMatchObject({ 'New York': '2026-12-15', Istanbul: '2026-12-16', Dubai: '2026-12-16', Bangkok: '2026-12-16' })
  })

  it("count a flight's two weeks from the day at the airport it leaves from", async () => {
    // 03:30 UTC on Wed 2 Dec 2026 is 22:30 on Tuesday at JFK: the routes leave two weeks from Tuesday.
    setNowForTests('2026-12-02T03:30:00Z')
    const flights = await popular('line=air&origin=JFK&limit=3')
    expect(flights.length).toBeGreaterThan(0)
    expect(flights.every((destination) => destination.search.startDate === '2026-12-15' && destination.search.endDate === '2026-12-17')).toBe(true)
  })
})
