// §D1 and §D4 (simulator: hotel offers, compare, destinations) on the database that `openTestDatabase()` gives
// (PGlite, or PostgreSQL with TEST_DATABASE_URL): offer details, finite inventory (SOLD_OUT), compare and
// autocomplete, through the service functions. Seeding and search are in simulator-hotel.test.ts.
import { describe, expect, it } from 'vitest'
import { destinationHotels, findHotel } from '@simulator/catalogue/catalogue.server'
import { bookedCount, releaseRoomNights, reserveRoomNights } from '@simulator/hotel/hotel-availability.server'
import { compareHotels } from '@simulator/hotel/hotel-compare.server'
import { listDestinations } from '@simulator/hotel/hotel-destinations.server'
import { getHotelOffer, quoteHotelRate } from '@simulator/hotel/hotel-offer.server'
import { searchHotels } from '@simulator/hotel/hotel-search.server'
import { refusal, seededHotelSimulator, stay, today } from '../fixtures/simulator-hotel'

const simulator = seededHotelSimulator()
const { search, searchAll } = simulator

describe('getHotelOffer', () => {
  it('prices every room and rate all-in, with nightly rates, taxes, fees, due now and at the hotel', async () => {
    const offer = await getHotelOffer(simulator.db, 'paris-001', { ...stay }, today)
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

  it('gives every room type its own pictures, the same for every stay (issue 42 item 1)', async () => {
    const offer = await getHotelOffer(simulator.db, 'paris-001', { ...stay }, today)
    const later = await getHotelOffer(simulator.db, 'paris-001', { ...stay, checkIn: '2027-04-02', checkOut: '2027-04-04' }, today)
    for (const room of offer.rooms) {
      expect(room.images.map((image) => image.alt)).toEqual([`${room.name}, ${offer.name}`, `Bathroom of the ${room.name}, ${offer.name}`, `View from the ${room.name}, ${offer.name}`])
      for (const image of room.images) expect(image.src).toMatch(/^\/images\/scenes\/[\w-]+\.svg$/)
      expect(later.rooms.find((other) => other.id === room.id)?.images).toEqual(room.images)
    }
    expect(new Set(offer.rooms.map((room) => room.images[0]!.src + room.name)).size).toBe(offer.rooms.length)
  })

  it('describes policies, accessibility and reviews', async () => {
    const { hotel } = await findHotel(simulator.db, 'paris-001')
    const offer = await getHotelOffer(simulator.db, hotel.id, { checkIn: '2027-03-12', checkOut: '2027-03-15', rooms: 1, adults: 2 }, today)
    expect(offer.policies).toMatchObject({ checkInFrom: hotel.checkInTime, checkOutUntil: hotel.checkOutTime })
    expect(offer.reviews).toMatchObject({ score: hotel.review.score, count: hotel.review.count, source: 'TRIP_ADVISOR' })
    expect(offer.reviews.categories).toHaveLength(5)
    expect(offer.reviews.items).toHaveLength(5)
    expect(new Set(offer.reviews.items.map((review) => review.text)).size).toBe(5)
    expect(offer.accessibility.map((feature) => feature.value)).toEqual(hotel.accessibility)
    const accessible = (await destinationHotels(simulator.db, 'paris')).find((candidate) => candidate.rooms.some((room) => room.accessible))
    if (!accessible) throw new Error('no accessible room in Paris')
    const accessibleOffer = await getHotelOffer(simulator.db, accessible.id, stay, today)
    const room = accessibleOffer.rooms.find((candidate) => candidate.accessible)
    expect(room?.doorWidthCm).toBeGreaterThanOrEqual(81)
    expect(room?.accessibilityDetails.join(' ')).toMatch(/Door width \d+ cm/)
  })

  it('lists only rooms that hold the party', async () => {
    const offer = await getHotelOffer(simulator.db, 'paris-001', { ...stay, rooms: [{ adults: 3, childAges: [] }] }, today)
    for (const room of offer.rooms) expect(room.maxOccupancy).toBeGreaterThanOrEqual(3)
  })

  it('refuses an unknown hotel, a bad id and bad dates', async () => {
    expect(await refusal(() => getHotelOffer(simulator.db, 'paris-999', stay, today))).toMatchObject({ code: 'NOT_FOUND', status: 404 })
    expect(await refusal(() => getHotelOffer(simulator.db, 'PARIS!', stay, today))).toMatchObject({ code: 'NOT_FOUND', status: 404 })
    expect(await refusal(() => getHotelOffer(simulator.db, 'paris-001', { ...stay, checkIn: '2027-01-01' }, today))).toMatchObject({ code: 'INVALID_DATES' })
    expect(await refusal(() => getHotelOffer(simulator.db, 'paris-001', { ...stay, rooms: 2, adults: 1 }, today))).toMatchObject({ code: 'INVALID_CRITERIA', field: 'adults' })
  })
})

describe('finite inventory', () => {
  it('counts booked rooms per night, sells out, leaves the hotel out of search, and comes back when released', async () => {
    const checkIn = '2027-04-06'
    const checkOut = '2027-04-08'
    const nights = ['2027-04-06', '2027-04-07']
    const ask = { ...stay, checkIn, checkOut, destination: 'Rome' }
    const first = (await searchHotels(simulator.db, ask, today)).items[0]
    if (!first) throw new Error('no hotel in Rome')
    const { hotel } = await findHotel(simulator.db, first.id)
    const [room] = hotel.rooms
    const [rate] = room?.rates ?? []
    if (!room || !rate) throw new Error('no room')
    const quote = () => quoteHotelRate(simulator.db, { hotelId: hotel.id, roomTypeId: room.id, rateId: rate.id, ...ask }, today)

    expect([...(await bookedCount(simulator.db, room.id, nights)).values()]).toEqual([0, 0])
    expect((await quote()).roomsLeft).toBe(room.inventory)
    await reserveRoomNights(simulator.db, { room, nights, rooms: room.inventory - 1 })
    expect((await quote()).roomsLeft).toBe(1)
    expect(await refusal(() => reserveRoomNights(simulator.db, { room, nights, rooms: 2 }))).toMatchObject({ code: 'SOLD_OUT' })
    // A refused booking takes nothing, on any night.
    expect([...(await bookedCount(simulator.db, room.id, nights)).values()]).toEqual([room.inventory - 1, room.inventory - 1])
    await reserveRoomNights(simulator.db, { room, nights: [nights[1] ?? ''], rooms: 1 })
    expect([...(await bookedCount(simulator.db, room.id, nights)).values()]).toEqual([room.inventory - 1, room.inventory])
    expect(await refusal(quote)).toMatchObject({ code: 'SOLD_OUT', status: 422 })
    const offer = await getHotelOffer(simulator.db, hotel.id, { checkIn, checkOut, rooms: stay.rooms }, today)
    expect(offer.rooms.find((candidate) => candidate.id === room.id)).toMatchObject({ roomsLeft: 0, rates: [] })

    for (const other of hotel.rooms.slice(1)) await reserveRoomNights(simulator.db, { room: other, nights, rooms: other.inventory })
    const soldOut = await getHotelOffer(simulator.db, hotel.id, { checkIn, checkOut, rooms: stay.rooms }, today)
    expect(soldOut).toMatchObject({ soldOut: true, lowestTotal: null })
    expect((await searchAll({ ...ask })).items.map((item) => item.id)).not.toContain(hotel.id)
    // Other dates are untouched.
    expect((await searchAll({ ...ask, checkIn: '2027-04-09', checkOut: '2027-04-10' })).items.map((item) => item.id)).toContain(hotel.id)

    for (const each of hotel.rooms) await releaseRoomNights(simulator.db, { roomTypeId: each.id, nights, rooms: each.inventory })
    expect((await quote()).roomsLeft).toBe(room.inventory)
    expect((await searchAll({ ...ask })).items.map((item) => item.id)).toContain(hotel.id)
  })

  it('sells the last room once when many book at the same time', async () => {
    const { hotel } = await findHotel(simulator.db, 'london-002')
    const room = hotel.rooms[0]
    if (!room) throw new Error('no room')
    const nights = ['2027-05-03', '2027-05-04']
    await reserveRoomNights(simulator.db, { room, nights, rooms: room.inventory - 1 })
    const attempts = await Promise.allSettled(Array.from({ length: 20 }, () => reserveRoomNights(simulator.db, { room, nights, rooms: 1 })))
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1)
    for (const attempt of attempts) if (attempt.status === 'rejected') expect(attempt.reason).toMatchObject({ code: 'SOLD_OUT' })
    expect([...(await bookedCount(simulator.db, room.id, nights)).values()]).toEqual([room.inventory, room.inventory])
  })

  it('quotes one room and rate, refusing what does not exist or does not fit', async () => {
    const { hotel } = await findHotel(simulator.db, 'tokyo-001')
    const room = hotel.rooms[0]
    const rate = room?.rates[0]
    if (!room || !rate) throw new Error('no room')
    const quote = await quoteHotelRate(simulator.db, { hotelId: hotel.id, roomTypeId: room.id, rateId: rate.id, ...stay }, today)
    expect(quote.rate.price.total).toBe(quote.rate.price.roomTotal + quote.rate.price.taxes + quote.rate.price.fees)
    expect(quote.stay.nightDates).toEqual(['2027-03-12', '2027-03-13', '2027-03-14'])
    expect(await refusal(() => quoteHotelRate(simulator.db, { hotelId: hotel.id, roomTypeId: 'nope', rateId: rate.id, ...stay }, today))).toMatchObject({ code: 'NOT_FOUND', field: 'roomTypeId' })
    expect(await refusal(() => quoteHotelRate(simulator.db, { hotelId: hotel.id, roomTypeId: room.id, rateId: 'nope', ...stay }, today))).toMatchObject({ code: 'NOT_FOUND', field: 'rateId' })
    const crowd = [{ adults: room.maxOccupancy + 1, childAges: [] }]
    expect(await refusal(() => quoteHotelRate(simulator.db, { hotelId: hotel.id, roomTypeId: room.id, rateId: rate.id, ...stay, rooms: crowd }, today))).toMatchObject({ code: 'INVALID_CRITERIA' })
  })
})

describe('compareHotels', () => {
  it('puts two to four hotels side by side on price, rating, location, amenities and policies', async () => {
    const ids = (await search({ pageSize: 3 })).items.map((item) => item.id)
    const comparison = await compareHotels(simulator.db, ids, stay, today)
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
    expect((await compareHotels(simulator.db, ['paris-001', 'rome-001'], stay, today)).hotels).toHaveLength(2)
  })

  it('states the cheapest rate\'s own terms beside its price, as the results card does', async () => {
    const items = (await search({ destination: 'Paris', pageSize: 4 })).items
    const comparison = await compareHotels(simulator.db, items.map((item) => item.id), stay, today)
    // What is paid now and at the hotel, and the points that earns, too (issue 36, fifth pass item 8).
    const said = (terms: { total?: number; freeCancellation?: boolean; payLater?: boolean; dueNow?: number; dueAtProperty?: number; earn: number }) => terms
    expect(comparison.hotels.map((hotel) => said({ total: hotel.price?.total.amount, freeCancellation: hotel.price?.freeCancellation, payLater: hotel.price?.payLater, dueNow: hotel.price?.dueNow.amount, dueAtProperty: hotel.price?.dueAtProperty.amount, earn: hotel.earnPointsEstimate }))).toEqual(
      items.map((item) => said({ total: item.totalPrice.amount, freeCancellation: item.freeCancellation, payLater: item.payLater, dueNow: item.dueNow.amount, dueAtProperty: item.dueAtProperty.amount, earn: item.earnPointsEstimate })),
    )
    // A rate paid at the hotel charges nothing now, so it earns nothing through us.
    for (const item of items) if (item.dueNow.amount === 0) expect(item.earnPointsEstimate, item.id).toBe(0)
  })

  it('refuses fewer than two, more than four, repeats and unknown hotels', async () => {
    expect(await refusal(() => compareHotels(simulator.db, ['paris-001'], stay, today))).toMatchObject({ code: 'INVALID_CRITERIA', field: 'hotelIds' })
    expect(await refusal(() => compareHotels(simulator.db, ['paris-001', 'paris-002', 'paris-003', 'paris-004', 'paris-005'], stay, today))).toMatchObject({ code: 'INVALID_CRITERIA' })
    expect(await refusal(() => compareHotels(simulator.db, ['paris-001', 'paris-001'], stay, today))).toMatchObject({ code: 'INVALID_CRITERIA' })
    expect(await refusal(() => compareHotels(simulator.db, ['paris-001', 'paris-999'], stay, today))).toMatchObject({ code: 'NOT_FOUND', field: 'hotelIds.1' })
  })
})

describe('listDestinations', () => {
  it('suggests destinations by name prefix, ignoring case and accents, then hotels', async () => {
    expect((await listDestinations(simulator.db, 'canc'))[0]).toMatchObject({ kind: 'destination', id: 'cancun', name: 'Cancún', detail: 'Mexico' })
    expect((await listDestinations(simulator.db, 'CANCÚN'))[0]?.id).toBe('cancun')
    expect((await listDestinations(simulator.db, 'reykjavik'))[0]?.id).toBe('reykjavik')
    expect((await listDestinations(simulator.db, 'york'))[0]?.id).toBe('new-york')
    expect((await listDestinations(simulator.db, 'jfk'))[0]?.id).toBe('new-york')
    const hotels = await listDestinations(simulator.db, 'meridian', 20)
    expect(hotels.length).toBeGreaterThan(5)
    for (const suggestion of hotels) {
      expect(suggestion.kind).toBe('hotel')
      expect(suggestion.name.toLowerCase()).toContain('meridian')
    }
    const { hotel } = await findHotel(simulator.db, 'paris-001')
    expect((await listDestinations(simulator.db, hotel.name, 20)).map((suggestion) => suggestion.id)).toContain('paris-001')
  })

  it("gives each suggestion its place's time zone, a hotel its destination's, so a form can start at that place's today (issue 37)", async () => {
    expect((await listDestinations(simulator.db, 'honolulu'))[0]).toMatchObject({ kind: 'destination', id: 'honolulu', airports: ['HNL'], timeZone: 'Pacific/Honolulu' })
    const hotels = await listDestinations(simulator.db, 'meridian', 20)
    for (const suggestion of hotels) expect(suggestion.timeZone, suggestion.id).toMatch(/^[A-Z][a-z]+\/[\w/]+$/)
  })

  it('leaves out hotels of a destination it already suggests (they would search the same place)', async () => {
    const lisbon = await listDestinations(simulator.db, 'lis', 20)
    expect(lisbon[0]).toMatchObject({ kind: 'destination', id: 'lisbon' })
    expect(lisbon.filter((suggestion) => suggestion.destinationId === 'lisbon')).toHaveLength(1)
  })

  it('suggests the most visited places for an empty field, never a sanctioned one, and respects the limit', async () => {
    expect((await listDestinations(simulator.db, '', 3)).map((suggestion) => suggestion.id)).toEqual(['new-york', 'london', 'paris'])
    expect(await listDestinations(simulator.db, 'pyong')).toEqual([])
    expect(await listDestinations(simulator.db, 'zzzz')).toEqual([])
    expect(await listDestinations(simulator.db, 'grand', 4)).toHaveLength(4)
  })
})
