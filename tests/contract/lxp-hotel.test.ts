// §D4 hotel search and suggestions, through HTTP (/api/lxp) and the simulator's services,
// on PGlite (or PostgreSQL with TEST_DATABASE_URL): filters, sort, paging, facets, availability,
// and every refusal as a 4xx with error objects (§R3.50 error object, §R8.6 E0000023).
import { describe, expect, it, vi } from 'vitest'
import { HotelComparisonSchema, HotelSearchResultSchema, type HotelSearchCriteria } from '@contracts/lxp/hotel.schema'
import { seededLxpDatabase } from '../fixtures/lxp-http'

const seeded = seededLxpDatabase()
vi.mock('@server/db/db.server', () => ({ database: async () => seeded.db }))

const { handleApiRequest } = await import('@server/bff/api-handler.server')
const { simRoomNights } = await import('@simulator/hotel/hotel.tables')
const { destinationHotels } = await import('@simulator/hotel/hotel-search.server')

const criteria = (changes: Partial<HotelSearchCriteria> = {}): HotelSearchCriteria => ({
  destination: 'New York',
  checkIn: '2027-03-12',
  checkOut: '2027-03-15',
  rooms: [{ adults: 2, childAges: [] }],
  filters: {},
  sort: 'featured',
  page: 1,
  pageSize: 20,
  ...changes,
})

async function post(path: string, body: unknown) {
  const response = await handleApiRequest(
    new Request(`http://localhost${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) }),
  )
  return { status: response.status, body: await response.json() }
}

async function search(changes: Partial<HotelSearchCriteria> = {}) {
  const { status, body } = await post('/api/lxp/hotel/search', criteria(changes))
  expect(status).toBe(200)
  return HotelSearchResultSchema.parse(body)
}


describe('POST /api/lxp/hotel/search', () => {
  it('finds priced hotels with facets, in pages', async () => {
    const first = await search()
    expect(first.destination.name).toBe('New York')
    expect(first.total).toBeGreaterThanOrEqual(50)
    expect(first.items).toHaveLength(20)
    const second = await search({ page: 2 })
    expect(second.items.map((hotel) => hotel.id)).not.toContain(first.items[0]?.id)
    for (const hotel of first.items) {
      expect(Number.isInteger(hotel.totalPrice.amount)).toBe(true)
      expect(hotel.totalPrice.amount).toBeGreaterThan(hotel.nightlyPrice.amount)
      expect(hotel.review.source).toBe('TRIP_ADVISOR')
    }
    expect(first.facets.stars.length).toBeGreaterThan(1)
    expect(first.facets.amenities.find((facet) => facet.value === 'wifi')?.count).toBe(first.total)
  })

  it('applies filters and sorts', async () => {
    const fiveStars = await search({ filters: { stars: [5], amenities: ['pool'] }, pageSize: 50 })
    expect(fiveStars.total).toBeGreaterThan(0)
    for (const hotel of fiveStars.items) expect(hotel.stars).toBe(5)
    const cheapFirst = await search({ sort: 'price-asc', pageSize: 50 })
    const prices = cheapFirst.items.map((hotel) => hotel.nightlyPrice.amount)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const nearFirst = await search({ sort: 'distance', pageSize: 50 })
    const distances = nearFirst.items.map((hotel) => hotel.location.distanceKm)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
  })

  it('answers the same prices for the same search (deterministic)', async () => {
    expect(await search()).toEqual(await search())
  })

  it('leaves out a hotel whose rooms are all taken', async () => {
    const hotels = await destinationHotels(seeded.db, 'new-york')
    const full = hotels[0]
    if (!full) throw new Error('no hotel')
    const nights = ['2027-03-12', '2027-03-13', '2027-03-14']
    await seeded.db.insert(simRoomNights).values(full.rooms.flatMap((room) => nights.map((night) => ({ roomTypeId: room.id, night, booked: room.inventory }))))
    const result = await search({ pageSize: 50 })
    const page2 = await search({ pageSize: 50, page: 2 })
    expect([...result.items, ...page2.items].map((hotel) => hotel.id)).not.toContain(full.id)
  })

  it.each([
    [{ destination: 'Pyongyang' }, 422, 'E0000023'],
    [{ destination: 'Atlantis' }, 422, 'DESTINATION_NOT_FOUND'],
    [{ checkIn: '2027-01-01', checkOut: '2027-01-03' }, 422, 'INVALID_DATES'],
    [{ checkIn: '2027-03-01', checkOut: '2027-04-15' }, 422, 'INVALID_DATES'],
  ])('refuses %o with %i %s', async (changes, status, code) => {
    const response = await post('/api/lxp/hotel/search', criteria(changes))
    expect(response.status).toBe(status)
    expect(response.body.errors[0].code).toBe(code)
  })

  it.each([
    ['a check-out before check-in', { ...criteria(), checkOut: '2027-03-11' }, 'body.checkOut'],
    ['too many adults', { ...criteria(), rooms: [{ adults: 12, childAges: [] }] }, 'body.rooms.0.adults'],
    ['a page size over 50', { ...criteria(), pageSize: 51 }, 'body.pageSize'],
    ['a missing destination', { ...criteria(), destination: undefined }, 'body.destination'],
    ['a wrong type', { ...criteria(), rooms: 'two' }, 'body.rooms'],
  ])('answers 400 with the field for %s', async (_name, body, field) => {
    const response = await post('/api/lxp/hotel/search', body)
    expect(response.status).toBe(400)
    expect(response.body.errors.map((error: { field: string }) => error.field)).toContain(field)
  })

  it('answers 400 for malformed JSON', async () => {
    const response = await post('/api/lxp/hotel/search', '{"destination": ')
    expect(response.status).toBe(400)
    expect(response.body.errors[0].code).toBe('MALFORMED_JSON')
  })
})

describe('GET /api/lxp/hotel/destinations', () => {
  it('suggests destinations by prefix, ignoring accents and case', async () => {
    const response = await handleApiRequest(new Request('http://localhost/api/lxp/hotel/destinations?query=canc'))
    expect(response.status).toBe(200)
    expect((await response.json()).suggestions[0]).toMatchObject({ kind: 'destination', id: 'cancun', name: 'Cancún' })
  })

  it('never suggests a sanctioned destination', async () => {
    const response = await handleApiRequest(new Request('http://localhost/api/lxp/hotel/destinations?query=pyong'))
    expect((await response.json()).suggestions).toEqual([])
  })

  it('answers 400 without a query', async () => {
    const response = await handleApiRequest(new Request('http://localhost/api/lxp/hotel/destinations'))
    expect(response.status).toBe(400)
  })
})

describe('GET /api/lxp/customer/reservations', () => {
  it('answers 401 with an error object for an anonymous caller', async () => {
    const response = await handleApiRequest(new Request('http://localhost/api/lxp/customer/reservations'))
    expect(response.status).toBe(401)
    expect((await response.json()).errors[0].code).toBe('UNAUTHORIZED')
  })

  it('refuses a page size over 50', async () => {
    const response = await handleApiRequest(new Request('http://localhost/api/lxp/customer/reservations?pageSize=51'))
    expect(response.status).toBe(400)
    expect((await response.json()).errors[0].field).toBe('query.pageSize')
  })
})

describe('GET /api/lxp/hotel/offers/:hotelId', () => {
  const offer = (path: string) => handleApiRequest(new Request(`http://localhost/api/lxp/hotel/offers/${path}`))

  it('prices every room and rate of the stay, all-in, in integer minor units', async () => {
    const response = await offer('paris-001?checkIn=2027-03-12&checkOut=2027-03-15&rooms=1&adults=2')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.rooms.length).toBeGreaterThanOrEqual(3)
    for (const room of body.rooms) {
      for (const rate of room.rates) {
        const { nightly, roomTotal, taxes, fees, total, dueNow, dueAtProperty } = rate.price
        expect(nightly).toHaveLength(3)
        expect(nightly.reduce((sum: number, night: { amount: number }) => sum + night.amount, 0)).toBe(roomTotal)
        expect(roomTotal + taxes + fees).toBe(total)
        expect(dueNow + dueAtProperty).toBe(total)
        expect(Number.isInteger(total)).toBe(true)
        if (rate.payment === 'PAY_LATER') expect(dueNow).toBe(0)
        if (!rate.refundable) expect(rate.freeCancellationUntil).toBeNull()
      }
    }
  })

  it('answers 404 for an unknown hotel and 400 for a malformed id or missing dates', async () => {
    expect((await offer('paris-999?checkIn=2027-03-12&checkOut=2027-03-15')).status).toBe(404)
    expect((await offer('PARIS!?checkIn=2027-03-12&checkOut=2027-03-15')).status).toBe(400)
    expect((await offer('paris-001')).status).toBe(400)
  })
})

describe('POST /api/lxp/hotel/compare', () => {
  it('puts two to four hotels side by side with the union of their amenities', async () => {
    const { items } = await search({ pageSize: 3 })
    const hotelIds = items.map((item) => item.id)
    const { status, body } = await post('/api/lxp/hotel/compare', { hotelIds, checkIn: '2027-03-12', checkOut: '2027-03-15', rooms: 1, adults: 2 })
    expect(status).toBe(200)
    const comparison = HotelComparisonSchema.parse(body)
    expect(comparison.hotels.map((hotel) => hotel.id)).toEqual(hotelIds)
    for (const hotel of comparison.hotels) for (const amenity of hotel.amenities) expect(comparison.amenities.map((entry) => entry.value)).toContain(amenity)
  })

  it('refuses one hotel, five hotels, or the same hotel twice', async () => {
    const stay = { checkIn: '2027-03-12', checkOut: '2027-03-15' }
    const one = await post('/api/lxp/hotel/compare', { hotelIds: ['new-york-001'], ...stay })
    expect([one.status, one.body.errors[0].field]).toEqual([400, 'body.hotelIds'])
    const twice = await post('/api/lxp/hotel/compare', { hotelIds: ['new-york-001', 'new-york-001'], ...stay })
    expect([twice.status, twice.body.errors[0].code]).toEqual([422, 'INVALID_CRITERIA'])
  })
})
