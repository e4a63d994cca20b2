// §D1 and §D4 (simulator: hotel search) on the database that `openTestDatabase()` gives (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): seeding, every filter and sort, paging bounds, facets, the sanctioned destination (§R8
// E0000023) and invalid dates, through the service functions. Offers, compare, autocomplete and finite inventory are
// in simulator-hotel-offers.test.ts.
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { destinationHotels, findHotel } from '@simulator/catalogue/catalogue.server'
import { bookedCount, releaseRoomNights, reserveRoomNights } from '@simulator/hotel/hotel-availability.server'
import type { HotelSearchCriteria, HotelSearchFilters } from '@simulator/hotel/hotel-criteria'
import type { HotelSearchItem } from '@simulator/hotel/hotel-search.server'
import { getHotelOffer } from '@simulator/hotel/hotel-offer.server'
import { catalogueVersion, seedSimulator, storedCatalogueVersion } from '@simulator/simulator.seed'
import { simAirports, simMeta } from '@simulator/simulator.tables'
import { simHotels } from '@simulator/hotel/hotel.tables'
import { refusal, seededHotelSimulator, stay, today } from '../fixtures/simulator-hotel'

const simulator = seededHotelSimulator()
const { search, searchAll } = simulator

describe('seeding', () => {
  it('stores the catalogue once, with its version, airports and hotels; a second seed does nothing', async () => {
    expect(await storedCatalogueVersion(simulator.db)).toBe(catalogueVersion)
    const airports = await simulator.db.select().from(simAirports)
    expect(airports.find((airport) => airport.iata === 'JFK')).toMatchObject({ destinationId: 'new-york', timeZone: 'America/New_York', countryCode: 'US' })
    expect(airports.find((airport) => airport.iata === 'KIX')?.destinationId).toBe('osaka')
    // Nothing rewritten: every hotel row keeps its row version (PostgreSQL's xmin changes on any write).
    const rowVersions = async () => ((await simulator.db.execute(sql`select id, xmin::text as version from sim_hotels order by id`)) as unknown as { rows: { id: string; version: string }[] }).rows
    const before = await rowVersions()
    await seedSimulator(simulator.db)
    expect(await rowVersions()).toEqual(before)
    expect((await simulator.db.select({ id: simHotels.id }).from(simHotels)).length).toBeGreaterThanOrEqual(40 * 50)
  })

  it('rewrites a catalogue of another version, keeping what travellers changed', async () => {
    const { hotel } = await findHotel(simulator.db, 'lisbon-001')
    const room = hotel.rooms[0]
    if (!room) throw new Error('no room')
    await reserveRoomNights(simulator.db, { room, nights: ['2027-06-01'], rooms: 1 })
    await simulator.db.update(simMeta).set({ value: 'an older generator' }).where(eq(simMeta.key, 'catalogue-version'))
    await simulator.db.delete(simHotels).where(eq(simHotels.id, 'lisbon-002'))
    await seedSimulator(simulator.db)
    expect(await storedCatalogueVersion(simulator.db)).toBe(catalogueVersion)
    expect(await simulator.db.select({ id: simHotels.id }).from(simHotels).where(eq(simHotels.id, 'lisbon-002'))).toHaveLength(1)
    expect((await bookedCount(simulator.db, room.id, ['2027-06-01'])).get('2027-06-01')).toBe(1)
    await releaseRoomNights(simulator.db, { roomTypeId: room.id, nights: ['2027-06-01'], rooms: 1 })
  })
})

describe('searchHotels', () => {
  it('answers priced hotels of the destination with totals, pages and facets', async () => {
    const result = await search()
    expect(result.destination).toMatchObject({ id: 'new-york', name: 'New York', countryCode: 'US', timeZone: 'America/New_York' })
    expect(result.stay).toEqual({ checkIn: '2027-03-12', checkOut: '2027-03-15', nights: 3, rooms: 1, adults: 2, children: 0 })
    expect(result.total).toBeGreaterThanOrEqual(50)
    expect(result.items).toHaveLength(20)
    expect(result.pageCount).toBe(Math.ceil(result.total / 20))
    for (const item of result.items) {
      expect(item.review.source).toBe('TRIP_ADVISOR')
      expect(Number.isSafeInteger(item.totalPrice.amount) && Number.isSafeInteger(item.nightlyPrice.amount)).toBe(true)
      expect(item.totalPrice.amount).toBeGreaterThan(item.nightlyPrice.amount)
      expect(item.totalPrice.currency).toBe('USD')
      expect(item.location.distanceKm).toBeLessThanOrEqual(6.1)
      expect(item.earnPointsEstimate).toBeGreaterThanOrEqual(0)
    }
  })

  it('finds the destination by id, alias, airport code, "name, country" and without accents', async () => {
    for (const text of ['new-york', 'NYC', 'jfk', 'New York, USA', 'new york']) expect((await search({ destination: text })).destination.id).toBe('new-york')
    expect((await search({ destination: 'cancun' })).destination.id).toBe('cancun')
  })

  it('answers the same for the same search (deterministic)', async () => {
    expect(await search({ sort: 'price-asc' })).toEqual(await search({ sort: 'price-asc' }))
  })

  it.each<[string, HotelSearchFilters, (item: HotelSearchItem) => boolean]>([
    ['stars', { stars: [4, 5] }, (item: HotelSearchItem) => [4, 5].includes(item.stars)],
    ['review score', { minReviewScore: 4 }, (item: HotelSearchItem) => item.review.score >= 4],
    ['property type', { propertyTypes: ['boutique'] }, (item: HotelSearchItem) => item.propertyType === 'boutique'],
    ['chain', { chains: ['meridian', 'northstar'] }, (item: HotelSearchItem) => item.chain === 'meridian' || item.chain === 'northstar'],
    ['free cancellation', { freeCancellation: true }, (item: HotelSearchItem) => item.freeCancellation && item.cheapestOffer.refundable],
    ['pay later', { payLater: true }, (item: HotelSearchItem) => item.payLater && item.cheapestOffer.payment === 'PAY_LATER'],
    ['points', { pointsEligible: true }, (item: HotelSearchItem) => item.pointsEligible],
  ])('filters by %s, and shows fewer hotels than unfiltered', async (_name, filters, holds) => {
    const all = await search()
    const filtered = await searchAll({ filters })
    expect(filtered.total).toBeGreaterThan(0)
    expect(filtered.total).toBeLessThan(all.total)
    expect(filtered.items).toHaveLength(filtered.total)
    for (const item of filtered.items) expect(holds(item), item.id).toBe(true)
  })

  // Issue 36 item 3: "Free cancellation · Pay at the hotel" sat beside the non-refundable pay-now rate's price.
  it.each<[string, HotelSearchFilters]>([
    ['no filter', {}],
    ['free cancellation', { freeCancellation: true }],
    ['pay later', { payLater: true }],
  ])('states on every card, with %s, the terms of the rate it prices as the hotel page does for that rate', async (_name, filters) => {
    const { items } = await searchAll({ destination: 'Paris', filters })
    let mixed = 0
    for (const item of items) {
      const offer = await getHotelOffer(simulator.db, item.id, { ...stay }, today)
      const rates = offer.rooms.flatMap((room) => room.rates)
      const rate = offer.rooms.find((room) => room.id === item.cheapestOffer.roomTypeId)?.rates.find((candidate) => candidate.id === item.cheapestOffer.rateId)
      expect(rate, item.id).toBeDefined()
      // Fourth pass item 2: what is paid now and at the hotel too ("Pay now · $486" hid a $34 fee due at the hotel).
      expect({ total: item.totalPrice.amount, dueNow: item.dueNow.amount, dueAtProperty: item.dueAtProperty.amount, freeCancellation: item.freeCancellation, payLater: item.payLater, pointsEligible: item.pointsEligible }, item.id).toEqual({
        total: rate?.price.total,
        dueNow: rate?.price.dueNow,
        dueAtProperty: rate?.price.dueAtProperty,
        freeCancellation: rate?.freeCancellationUntil !== null,
        payLater: rate?.payment === 'PAY_LATER',
        pointsEligible: rate?.pointsEligible,
      })
      if (rates.some((other) => other.refundable !== rate?.refundable || other.payment !== rate.payment)) mixed += 1
    }
    // The hotels whose rates differ in terms are the ones the old badges got wrong: there are some.
    expect(mixed).toBeGreaterThan(0)
  })

  it('filters by amenities and accessibility features: hotels with all of them', async () => {
    const hotels = new Map((await destinationHotels(simulator.db, 'new-york')).map((hotel) => [hotel.id, hotel]))
    const withBoth = await searchAll({ filters: { amenities: ['pool', 'spa'], accessibility: ['roll-in-shower'] } })
    expect(withBoth.total).toBeGreaterThan(0)
    for (const item of withBoth.items) {
      const hotel = hotels.get(item.id)
      expect(hotel?.amenities).toEqual(expect.arrayContaining(['pool', 'spa']))
      expect(hotel?.accessibility).toContain('roll-in-shower')
    }
    expect(withBoth.total).toBeLessThan((await search({ filters: { amenities: ['pool'] } })).total)
  })

  it('filters by the all-in nightly price, bounds included', async () => {
    const cheapFirst = await searchAll({ sort: 'price-asc' })
    const prices = cheapFirst.items.map((item) => item.nightlyPrice.amount)
    const low = prices[10] ?? 0
    const high = prices[30] ?? 0
    const within = await searchAll({ filters: { priceMin: low, priceMax: high } })
    expect(within.total).toBe(prices.filter((price) => price >= low && price <= high).length)
    for (const item of within.items) expect(item.nightlyPrice.amount >= low && item.nightlyPrice.amount <= high).toBe(true)
  })

  it('sorts by price both ways, rating and distance; featured puts strong hotels first', async () => {
    const values = async (sort: HotelSearchCriteria['sort'], pick: (item: HotelSearchItem) => number) => (await searchAll({ sort })).items.map(pick)
    const ascending = await values('price-asc', (item) => item.nightlyPrice.amount)
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b))
    const descending = await values('price-desc', (item) => item.nightlyPrice.amount)
    expect(descending).toEqual([...descending].sort((a, b) => b - a))
    const ratings = await values('rating', (item) => item.review.score)
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
    const distances = await values('distance', (item) => item.location.distanceKm)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    const featured = (await search({ sort: 'featured', pageSize: 5 })).items
    const average = ratings.reduce((sum, score) => sum + score, 0) / ratings.length
    for (const item of featured) expect(item.review.score).toBeGreaterThan(average)
  })

  it('pages without overlap up to the last page, and answers an empty page beyond it', async () => {
    const whole = await searchAll()
    const pages = []
    for (let page = 1; page <= Math.ceil(whole.total / 7); page += 1) pages.push(...(await search({ pageSize: 7, page })).items.map((item) => item.id))
    expect(pages).toEqual(whole.items.map((item) => item.id))
    expect(new Set(pages).size).toBe(whole.total)
    const beyond = await search({ pageSize: 7, page: Math.ceil(whole.total / 7) + 1 })
    expect(beyond.items).toEqual([])
    expect(beyond.total).toBe(whole.total)
    expect((await search({ pageSize: 1 })).items).toHaveLength(1)
    for (const pageSize of [0, 51]) expect(await refusal(() => search({ pageSize }))).toMatchObject({ code: 'INVALID_CRITERIA', field: 'pageSize' })
  })

  it('counts each facet over the hotels that every other filter lets through', async () => {
    const unfiltered = await search()
    expect(unfiltered.facets.amenities.find((facet) => facet.value === 'wifi')?.count).toBe(unfiltered.total)
    expect(unfiltered.facets.stars.reduce((sum, facet) => sum + facet.count, 0)).toBe(unfiltered.total)
    expect(unfiltered.facets.propertyTypes.reduce((sum, facet) => sum + facet.count, 0)).toBe(unfiltered.total)

    const fourStars = await search({ filters: { stars: [4] } })
    // The star facet ignores the star filter, so other ratings stay visible with their counts ...
    expect(fourStars.facets.stars).toEqual(unfiltered.facets.stars)
    expect(fourStars.facets.stars.find((facet) => facet.value === '4')?.count).toBe(fourStars.total)
    // ... while every other facet counts only four-star hotels.
    expect(fourStars.facets.propertyTypes.reduce((sum, facet) => sum + facet.count, 0)).toBe(fourStars.total)
    const boutique = fourStars.facets.propertyTypes.find((facet) => facet.value === 'boutique')
    if (boutique) expect((await search({ filters: { stars: [4], propertyTypes: ['boutique'] } })).total).toBe(boutique.count)

    const freeCancellation = unfiltered.facets.policies.find((facet) => facet.value === 'free-cancellation')
    expect(freeCancellation?.count).toBe((await search({ filters: { freeCancellation: true } })).total)
    const excellent = unfiltered.facets.reviewScores.find((facet) => facet.value === '4')
    expect(excellent?.count).toBe((await search({ filters: { minReviewScore: 4 } })).total)
    expect(unfiltered.facets.price.min).toBeLessThanOrEqual(unfiltered.facets.price.max)
    const priced = await search({ filters: { priceMax: unfiltered.facets.price.min } })
    expect(priced.total).toBeGreaterThanOrEqual(1)
    expect(priced.facets.price).toEqual(unfiltered.facets.price)
  })

  it('takes children into account: adults-only hotels and rooms too small drop out', async () => {
    const adults = await search({ rooms: [{ adults: 2, childAges: [] }] })
    const family = await search({ rooms: [{ adults: 2, childAges: [5, 9] }] })
    expect(family.total).toBeLessThan(adults.total)
    expect(family.stay.children).toBe(2)
    const twoRooms = await search({ rooms: [{ adults: 2, childAges: [] }, { adults: 1, childAges: [3] }] })
    expect(twoRooms.stay.rooms).toBe(2)
    const sameHotel = twoRooms.items[0] && adults.items.find((item) => item.id === twoRooms.items[0]?.id)
    if (sameHotel && twoRooms.items[0]) expect(twoRooms.items[0].totalPrice.amount).toBeGreaterThan(sameHotel.totalPrice.amount)
  })

  it('shows a long-stay saving from 7 nights', async () => {
    const week = await search({ checkIn: '2027-03-01', checkOut: '2027-03-08' })
    expect(week.items.every((item) => item.savedAmount && item.savedAmount.amount > 0)).toBe(true)
    expect((await search()).items.every((item) => item.savedAmount === null)).toBe(true)
  })

  it.each([
    ['a check-in in the past', { checkIn: '2027-01-09', checkOut: '2027-01-12' }, 'checkIn'],
    ['a check-out before check-in', { checkIn: '2027-03-12', checkOut: '2027-03-10' }, 'checkOut'],
    ['more than 30 nights', { checkIn: '2027-03-01', checkOut: '2027-04-15' }, 'checkOut'],
  ])('refuses %s with INVALID_DATES', async (_name, dates, field) => {
    expect(await refusal(() => search(dates))).toMatchObject({ code: 'INVALID_DATES', status: 422, field })
  })

  it('refuses an unknown destination, and always answers the sanction error E0000023 for the sanctioned one', async () => {
    expect(await refusal(() => search({ destination: 'Atlantis' }))).toMatchObject({ code: 'DESTINATION_NOT_FOUND', status: 422, field: 'destination' })
    for (const destination of ['Pyongyang', 'pyongyang', 'FNJ']) {
      const refused = await refusal(() => search({ destination }))
      expect(refused).toMatchObject({ code: 'E0000023', status: 422 })
      expect(refused.errors[0]).toMatchObject({ code: 'E0000023', codeDescription: 'SANCTIONED_DESTINATION' })
    }
  })
})

