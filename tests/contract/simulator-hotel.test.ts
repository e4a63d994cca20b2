// §D1 and §D4 (simulator: hotel search, offers, compare, destinations) on the database that
// `openTestDatabase()` gives (PGlite, or PostgreSQL with TEST_DATABASE_URL): seeding, every filter
// and sort, paging bounds, facets, offer details, compare, autocomplete, finite inventory (SOLD_OUT),
// the sanctioned destination (§R8 E0000023) and invalid dates, through the service functions.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '@server/db/database.server'
import { destinationHotels, findHotel } from '@simulator/catalogue/catalogue.server'
import { bookedCount, releaseRoomNights, reserveRoomNights } from '@simulator/hotel/hotel-availability.server'
import { compareHotels } from '@simulator/hotel/hotel-compare.server'
import type { HotelSearchCriteria, HotelSearchFilters } from '@simulator/hotel/hotel-criteria'
import { listDestinations } from '@simulator/hotel/hotel-destinations.server'
import { getHotelOffer, quoteHotelRate } from '@simulator/hotel/hotel-offer.server'
import { searchHotels, type HotelSearchItem } from '@simulator/hotel/hotel-search.server'
import { SimulatorError } from '@simulator/simulator-error'
import { catalogueVersion, seedSimulator, storedCatalogueVersion } from '@simulator/simulator.seed'
import { simAirports, simMeta } from '@simulator/simulator.tables'
import { simHotels } from '@simulator/hotel/hotel.tables'
import { openTestDatabase } from '../fixtures/database'

const today = '2027-01-10'
const stay = { checkIn: '2027-03-12', checkOut: '2027-03-15', rooms: [{ adults: 2, childAges: [] as number[] }] }
let handle: DatabaseHandle

const criteria = (changes: Partial<HotelSearchCriteria> = {}): HotelSearchCriteria => ({ destination: 'New York', ...stay, ...changes })
const search = (changes: Partial<HotelSearchCriteria> = {}) => searchHotels(handle.db, criteria(changes), today)
/** Every matching hotel, all pages. */
async function searchAll(changes: Partial<HotelSearchCriteria> = {}) {
  const first = await search({ ...changes, pageSize: 50 })
  const items: HotelSearchItem[] = [...first.items]
  for (let page = 2; page <= first.pageCount; page += 1) items.push(...(await search({ ...changes, pageSize: 50, page })).items)
  return { ...first, items }
}

async function refusal(run: () => Promise<unknown>) {
  try {
    await run()
  } catch (error) {
    if (error instanceof SimulatorError) return { code: error.code, status: error.status, field: error.field, errors: error.errors }
    throw error
  }
  throw new Error('expected a refusal')
}

beforeAll(async () => {
  handle = await openTestDatabase()
  await seedSimulator(handle.db)
})
afterAll(async () => {
  await handle.close()
})

describe('seeding', () => {
  it('stores the catalogue once, with its version, airports and hotels; a second seed does nothing', async () => {
    expect(await storedCatalogueVersion(handle.db)).toBe(catalogueVersion)
    const airports = await handle.db.select().from(simAirports)
    expect(airports.find((airport) => airport.iata === 'JFK')).toMatchObject({ destinationId: 'new-york', timeZone: 'America/New_York', countryCode: 'US' })
    expect(airports.find((airport) => airport.iata === 'KIX')?.destinationId).toBe('osaka')
    // Nothing rewritten: every hotel row keeps its row version (PostgreSQL's xmin changes on any write).
    const rowVersions = async () => ((await handle.db.execute(sql`select id, xmin::text as version from sim_hotels order by id`)) as unknown as { rows: { id: string; version: string }[] }).rows
    const before = await rowVersions()
    await seedSimulator(handle.db)
    expect(await rowVersions()).toEqual(before)
    expect((await handle.db.select({ id: simHotels.id }).from(simHotels)).length).toBeGreaterThanOrEqual(40 * 50)
  })

  it('rewrites a catalogue of another version, keeping what travellers changed', async () => {
    const { hotel } = await findHotel(handle.db, 'lisbon-001')
    const room = hotel.rooms[0]
    if (!room) throw new Error('no room')
    await reserveRoomNights(handle.db, { room, nights: ['2027-06-01'], rooms: 1 })
    await handle.db.update(simMeta).set({ value: 'an older generator' }).where(eq(simMeta.key, 'catalogue-version'))
    await handle.db.delete(simHotels).where(eq(simHotels.id, 'lisbon-002'))
    await seedSimulator(handle.db)
    expect(await storedCatalogueVersion(handle.db)).toBe(catalogueVersion)
    expect(await handle.db.select({ id: simHotels.id }).from(simHotels).where(eq(simHotels.id, 'lisbon-002'))).toHaveLength(1)
    expect((await bookedCount(handle.db, room.id, ['2027-06-01'])).get('2027-06-01')).toBe(1)
    await releaseRoomNights(handle.db, { roomTypeId: room.id, nights: ['2027-06-01'], rooms: 1 })
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
      const offer = await getHotelOffer(handle.db, item.id, { ...stay }, today)
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
    const hotels = new Map((await destinationHotels(handle.db, 'new-york')).map((hotel) => [hotel.id, hotel]))
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

describe('getHotelOffer', () => {
  it('prices every room and rate all-in, with nightly rates, taxes, fees, due now and at the hotel', async () => {
    const offer = await getHotelOffer(handle.db, 'paris-001', { ...stay }, today)
    expect(offer).toMatchObject({ id: 'paris-001', destination: { id: 'paris', timeZone: 'Europe/Paris' }, checkIn: '2027-03-12', checkOut: '2027-03-15', soldOut: false })
    expect(offer.rooms.length).toBeGreaterThanOrEqual(3)
    expect(offer.images.length).toBeGreaterThanOrEqual(4)
    for (const image of offer.images) expect(image.alt).toMatch(/Paris$/)
    for (const room of offer.rooms) {
      expect(room.rates.some((rate) => !rate.refundable)).toBe(true)
      for (const rate of room.rates) {
        const { nightly, roomTotal, taxes, fees, total, dueNow, dueAtProperty } = rate.price
        expect(nightly.map((night) => night.night)).toEqual(['2027-03-12', '2027-03-13', '2027-03-14'])
        expect(nightly.reduce((sum, night) => sum + night.amount, 0)).toBe(roomTotal)
        expect(roomTotal + taxes + fees).toBe(total)
        expect(dueNow + dueAtProperty).toBe(total)
        if (rate.payment === 'PAY_LATER') expect(dueNow).toBe(0)
        if (rate.refundable) expect(rate.freeCancellationUntil && rate.freeCancellationUntil < '2027-03-12').toBe(true)
        else expect(rate.freeCancellationUntil).toBeNull()
        expect(rate.cancellationPolicy.description).toBeTruthy()
      }
    }
    expect(offer.lowestTotal?.amount).toBe(Math.min(...offer.rooms.flatMap((room) => room.rates.map((rate) => rate.price.total))))
  })

  it('describes policies, accessibility and reviews', async () => {
    const { hotel } = await findHotel(handle.db, 'paris-001')
    const offer = await getHotelOffer(handle.db, hotel.id, { checkIn: '2027-03-12', checkOut: '2027-03-15', rooms: 1, adults: 2 }, today)
    expect(offer.policies).toMatchObject({ checkInFrom: hotel.checkInTime, checkOutUntil: hotel.checkOutTime })
    expect(offer.reviews).toMatchObject({ score: hotel.review.score, count: hotel.review.count, source: 'TRIP_ADVISOR' })
    expect(offer.reviews.categories).toHaveLength(5)
    expect(offer.reviews.items).toHaveLength(5)
    expect(new Set(offer.reviews.items.map((review) => review.text)).size).toBe(5)
    expect(offer.accessibility.map((feature) => feature.value)).toEqual(hotel.accessibility)
    const accessible = (await destinationHotels(handle.db, 'paris')).find((candidate) => candidate.rooms.some((room) => room.accessible))
    if (!accessible) throw new Error('no accessible room in Paris')
    const accessibleOffer = await getHotelOffer(handle.db, accessible.id, stay, today)
    const room = accessibleOffer.rooms.find((candidate) => candidate.accessible)
    expect(room?.doorWidthCm).toBeGreaterThanOrEqual(81)
    expect(room?.accessibilityDetails.join(' ')).toMatch(/Door width \d+ cm/)
  })

  it('lists only rooms that hold the party', async () => {
    const offer = await getHotelOffer(handle.db, 'paris-001', { ...stay, rooms: [{ adults: 3, childAges: [] }] }, today)
    for (const room of offer.rooms) expect(room.maxOccupancy).toBeGreaterThanOrEqual(3)
  })

  it('refuses an unknown hotel, a bad id and bad dates', async () => {
    expect(await refusal(() => getHotelOffer(handle.db, 'paris-999', stay, today))).toMatchObject({ code: 'NOT_FOUND', status: 404 })
    expect(await refusal(() => getHotelOffer(handle.db, 'PARIS!', stay, today))).toMatchObject({ code: 'NOT_FOUND', status: 404 })
    expect(await refusal(() => getHotelOffer(handle.db, 'paris-001', { ...stay, checkIn: '2027-01-01' }, today))).toMatchObject({ code: 'INVALID_DATES' })
    expect(await refusal(() => getHotelOffer(handle.db, 'paris-001', { ...stay, rooms: 2, adults: 1 }, today))).toMatchObject({ code: 'INVALID_CRITERIA', field: 'adults' })
  })
})

describe('finite inventory', () => {
  it('counts booked rooms per night, sells out, leaves the hotel out of search, and comes back when released', async () => {
    const checkIn = '2027-04-06'
    const checkOut = '2027-04-08'
    const nights = ['2027-04-06', '2027-04-07']
    const ask = { ...stay, checkIn, checkOut, destination: 'Rome' }
    const first = (await searchHotels(handle.db, ask, today)).items[0]
    if (!first) throw new Error('no hotel in Rome')
    const { hotel } = await findHotel(handle.db, first.id)
    const [room] = hotel.rooms
    const [rate] = room?.rates ?? []
    if (!room || !rate) throw new Error('no room')
    const quote = () => quoteHotelRate(handle.db, { hotelId: hotel.id, roomTypeId: room.id, rateId: rate.id, ...ask }, today)

    expect([...(await bookedCount(handle.db, room.id, nights)).values()]).toEqual([0, 0])
    expect((await quote()).roomsLeft).toBe(room.inventory)
    await reserveRoomNights(handle.db, { room, nights, rooms: room.inventory - 1 })
    expect((await quote()).roomsLeft).toBe(1)
    expect(await refusal(() => reserveRoomNights(handle.db, { room, nights, rooms: 2 }))).toMatchObject({ code: 'SOLD_OUT' })
    // A refused booking takes nothing, on any night.
    expect([...(await bookedCount(handle.db, room.id, nights)).values()]).toEqual([room.inventory - 1, room.inventory - 1])
    await reserveRoomNights(handle.db, { room, nights: [nights[1] ?? ''], rooms: 1 })
    expect([...(await bookedCount(handle.db, room.id, nights)).values()]).toEqual([room.inventory - 1, room.inventory])
    expect(await refusal(quote)).toMatchObject({ code: 'SOLD_OUT', status: 422 })
    const offer = await getHotelOffer(handle.db, hotel.id, { checkIn, checkOut, rooms: stay.rooms }, today)
    expect(offer.rooms.find((candidate) => candidate.id === room.id)).toMatchObject({ roomsLeft: 0, rates: [] })

    for (const other of hotel.rooms.slice(1)) await reserveRoomNights(handle.db, { room: other, nights, rooms: other.inventory })
    const soldOut = await getHotelOffer(handle.db, hotel.id, { checkIn, checkOut, rooms: stay.rooms }, today)
    expect(soldOut).toMatchObject({ soldOut: true, lowestTotal: null })
    expect((await searchAll({ ...ask })).items.map((item) => item.id)).not.toContain(hotel.id)
    // Other dates are untouched.
    expect((await searchAll({ ...ask, checkIn: '2027-04-09', checkOut: '2027-04-10' })).items.map((item) => item.id)).toContain(hotel.id)

    for (const each of hotel.rooms) await releaseRoomNights(handle.db, { roomTypeId: each.id, nights, rooms: each.inventory })
    expect((await quote()).roomsLeft).toBe(room.inventory)
    expect((await searchAll({ ...ask })).items.map((item) => item.id)).toContain(hotel.id)
  })

  it('sells the last room once when many book at the same time', async () => {
    const { hotel } = await findHotel(handle.db, 'london-002')
    const room = hotel.rooms[0]
    if (!room) throw new Error('no room')
    const nights = ['2027-05-03', '2027-05-04']
    await reserveRoomNights(handle.db, { room, nights, rooms: room.inventory - 1 })
    const attempts = await Promise.allSettled(Array.from({ length: 20 }, () => reserveRoomNights(handle.db, { room, nights, rooms: 1 })))
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1)
    for (const attempt of attempts) if (attempt.status === 'rejected') expect(attempt.reason).toMatchObject({ code: 'SOLD_OUT' })
    expect([...(await bookedCount(handle.db, room.id, nights)).values()]).toEqual([room.inventory, room.inventory])
  })

  it('quotes one room and rate, refusing what does not exist or does not fit', async () => {
    const { hotel } = await findHotel(handle.db, 'tokyo-001')
    const room = hotel.rooms[0]
    const rate = room?.rates[0]
    if (!room || !rate) throw new Error('no room')
    const quote = await quoteHotelRate(handle.db, { hotelId: hotel.id, roomTypeId: room.id, rateId: rate.id, ...stay }, today)
    expect(quote.rate.price.total).toBe(quote.rate.price.roomTotal + quote.rate.price.taxes + quote.rate.price.fees)
    expect(quote.stay.nightDates).toEqual(['2027-03-12', '2027-03-13', '2027-03-14'])
    expect(await refusal(() => quoteHotelRate(handle.db, { hotelId: hotel.id, roomTypeId: 'nope', rateId: rate.id, ...stay }, today))).toMatchObject({ code: 'NOT_FOUND', field: 'roomTypeId' })
    expect(await refusal(() => quoteHotelRate(handle.db, { hotelId: hotel.id, roomTypeId: room.id, rateId: 'nope', ...stay }, today))).toMatchObject({ code: 'NOT_FOUND', field: 'rateId' })
    const crowd = [{ adults: room.maxOccupancy + 1, childAges: [] }]
    expect(await refusal(() => quoteHotelRate(handle.db, { hotelId: hotel.id, roomTypeId: room.id, rateId: rate.id, ...stay, rooms: crowd }, today))).toMatchObject({ code: 'INVALID_CRITERIA' })
  })
})

describe('compareHotels', () => {
  it('puts two to four hotels side by side on price, rating, location, amenities and policies', async () => {
    const ids = (await search({ pageSize: 3 })).items.map((item) => item.id)
    const comparison = await compareHotels(handle.db, ids, stay, today)
    expect(comparison.hotels.map((hotel) => hotel.id)).toEqual(ids)
    for (const hotel of comparison.hotels) {
      expect(hotel.price?.total.amount).toBeGreaterThan(0)
      expect(hotel.review.source).toBe('TRIP_ADVISOR')
      expect(hotel.location.destinationName).toBe('New York')
      for (const amenity of hotel.amenities) expect(comparison.amenities.map((row) => row.value)).toContain(amenity)
    }
    const fromSearch = (await search({ pageSize: 3 })).items
    expect(comparison.hotels.map((hotel) => hotel.price?.total.amount)).toEqual(fromSearch.map((item) => item.totalPrice.amount))
    // Hotels of different destinations compare too.
    expect((await compareHotels(handle.db, ['paris-001', 'rome-001'], stay, today)).hotels).toHaveLength(2)
  })

  it('states the cheapest rate\'s own terms beside its price, as the results card does', async () => {
    const items = (await search({ destination: 'Paris', pageSize: 4 })).items
    const comparison = await compareHotels(handle.db, items.map((item) => item.id), stay, today)
    // What is paid now and at the hotel, and the points that earns, too (issue 36, fifth pass item 8).
    const said = (terms: { total?: number; freeCancellation?: boolean; payLater?: boolean; dueNow?: number; dueAtProperty?: number; earn: number }) => terms
    expect(comparison.hotels.map((hotel) => said({ total: hotel.price?.total.amount, freeCancellation: hotel.price?.freeCancellation, payLater: hotel.price?.payLater, dueNow: hotel.price?.dueNow.amount, dueAtProperty: hotel.price?.dueAtProperty.amount, earn: hotel.earnPointsEstimate }))).toEqual(
      items.map((item) => said({ total: item.totalPrice.amount, freeCancellation: item.freeCancellation, payLater: item.payLater, dueNow: item.dueNow.amount, dueAtProperty: item.dueAtProperty.amount, earn: item.earnPointsEstimate })),
    )
    // A rate paid at the hotel charges nothing now, so it earns nothing through us.
    for (const item of items) if (item.dueNow.amount === 0) expect(item.earnPointsEstimate, item.id).toBe(0)
  })

  it('refuses fewer than two, more than four, repeats and unknown hotels', async () => {
    expect(await refusal(() => compareHotels(handle.db, ['paris-001'], stay, today))).toMatchObject({ code: 'INVALID_CRITERIA', field: 'hotelIds' })
    expect(await refusal(() => compareHotels(handle.db, ['paris-001', 'paris-002', 'paris-003', 'paris-004', 'paris-005'], stay, today))).toMatchObject({ code: 'INVALID_CRITERIA' })
    expect(await refusal(() => compareHotels(handle.db, ['paris-001', 'paris-001'], stay, today))).toMatchObject({ code: 'INVALID_CRITERIA' })
    expect(await refusal(() => compareHotels(handle.db, ['paris-001', 'paris-999'], stay, today))).toMatchObject({ code: 'NOT_FOUND', field: 'hotelIds.1' })
  })
})

describe('listDestinations', () => {
  it('suggests destinations by name prefix, ignoring case and accents, then hotels', async () => {
    expect((await listDestinations(handle.db, 'canc'))[0]).toMatchObject({ kind: 'destination', id: 'cancun', name: 'Cancún', detail: 'Mexico' })
    expect((await listDestinations(handle.db, 'CANCÚN'))[0]?.id).toBe('cancun')
    expect((await listDestinations(handle.db, 'reykjavik'))[0]?.id).toBe('reykjavik')
    expect((await listDestinations(handle.db, 'york'))[0]?.id).toBe('new-york')
    expect((await listDestinations(handle.db, 'jfk'))[0]?.id).toBe('new-york')
    const hotels = await listDestinations(handle.db, 'meridian', 20)
    expect(hotels.length).toBeGreaterThan(5)
    for (const suggestion of hotels) {
      expect(suggestion.kind).toBe('hotel')
      expect(suggestion.name.toLowerCase()).toContain('meridian')
    }
    const { hotel } = await findHotel(handle.db, 'paris-001')
    expect((await listDestinations(handle.db, hotel.name, 20)).map((suggestion) => suggestion.id)).toContain('paris-001')
  })

  it("gives each suggestion its place's time zone, a hotel its destination's, so a form can start at that place's today (issue 37)", async () => {
    expect((await listDestinations(handle.db, 'honolulu'))[0]).toMatchObject({ kind: 'destination', id: 'honolulu', airports: ['HNL'], timeZone: 'Pacific/Honolulu' })
    const hotels = await listDestinations(handle.db, 'meridian', 20)
    for (const suggestion of hotels) expect(suggestion.timeZone, suggestion.id).toMatch(/^[A-Z][a-z]+\/[\w/]+$/)
  })

  it('leaves out hotels of a destination it already suggests (they would search the same place)', async () => {
    const lisbon = await listDestinations(handle.db, 'lis', 20)
    expect(lisbon[0]).toMatchObject({ kind: 'destination', id: 'lisbon' })
    expect(lisbon.filter((suggestion) => suggestion.destinationId === 'lisbon')).toHaveLength(1)
  })

  it('suggests the most visited places for an empty field, never a sanctioned one, and respects the limit', async () => {
    expect((await listDestinations(handle.db, '', 3)).map((suggestion) => suggestion.id)).toEqual(['new-york', 'london', 'paris'])
    expect(await listDestinations(handle.db, 'pyong')).toEqual([])
    expect(await listDestinations(handle.db, 'zzzz')).toEqual([])
    expect(await listDestinations(handle.db, 'grand', 4)).toHaveLength(4)
  })
})
