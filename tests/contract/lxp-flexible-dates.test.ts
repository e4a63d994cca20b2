// Issue 19 item 3 (flexible dates), §D4.3 "search": the hotel price calendar and the flight fare
// calendar and grid over HTTP (the simulator, and the BFF at /api/lxp). A day's calendar price is what
// a search of that day answers as its lowest price; a booking that takes the cheapest room moves both.
import { describe, expect, it, vi } from 'vitest'
import { AirFareCalendarSchema, AirFareGridSchema, AirSearchResultSchema } from '@contracts/lxp/air.schema'
import { HotelPriceCalendarSchema, HotelSearchResultSchema } from '@contracts/lxp/hotel.schema'
import { bff, searchThrough, seededLxpDatabase, simulator, today } from '../fixtures/lxp-http'

const seeded = seededLxpDatabase()
vi.mock('@server/db/db.server', () => ({ database: async () => seeded.db }))

const { simRoomNights } = await import('@simulator/hotel/hotel.tables')
const { addDays } = await import('@simulator/shared/calendar')

const rooms = [{ adults: 2, childAges: [] }]

async function hotelCalendar(body: Record<string, unknown>) {
  const answer = await bff('POST', '/hotel/price-calendar', { destination: 'New York', rooms, ...body })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return HotelPriceCalendarSchema.parse(answer.body)
}

async function cheapestStay(checkIn: string, nights: number) {
  const result = await searchThrough('hotel', { destination: 'New York', checkIn, checkOut: addDays(checkIn, nights), rooms, sort: 'price-asc', pageSize: 1 }, HotelSearchResultSchema)
  return { price: result.items[0]?.nightlyPrice.amount ?? null, result }
}

describe('POST /hotel/price-calendar', () => {
  it("prices each check-in day as the search's cheapest hotel of that stay, for one night and for longer stays", async () => {
    for (const nights of [1, 3]) {
      const from = '2027-03-08'
      const calendar = await hotelCalendar({ from, to: '2027-03-14', nights })
      expect(calendar.days.map((day) => day.date)).toEqual(Array.from({ length: 7 }, (_, index) => addDays(from, index)))
      expect(calendar).toMatchObject({ nights, currency: 'USD', destination: { name: 'New York' } })
      for (const day of calendar.days) {
        const { price, result } = await cheapestStay(day.date, nights)
        expect(day.lowestPrice, day.date).toBe(price)
        expect(day.lowestPrice).toBe(result.facets.price.min)
      }
      // Weekend nights cost more, so the prices differ from day to day.
      expect(new Set(calendar.days.map((day) => day.lowestPrice)).size).toBeGreaterThan(1)
    }
  })

  it('moves with availability: when the cheapest hotel is full that day, the price is the next one the search answers', async () => {
    const day = '2027-04-06'
    const before = await cheapestStay(day, 1)
    const cheapest = before.result.items[0]!
    await seeded.db.insert(simRoomNights).values({ roomTypeId: cheapest.cheapestOffer.roomTypeId, night: day, booked: 999 })
    try {
      const [calendarDay] = (await hotelCalendar({ from: day, to: day })).days
      const after = await cheapestStay(day, 1)
      expect(after.price).not.toBeNull()
      expect(calendarDay!.lowestPrice).toBe(after.price)
      expect(after.price! >= before.price!).toBe(true)
    } finally {
      await seeded.db.delete(simRoomNights)
    }
  })

  it('answers null for days that cannot be booked (past), and refuses a bad range with 400 and a bad destination with 422', async () => {
    const calendar = await hotelCalendar({ from: addDays(today, -2), to: today })
    expect(calendar.days.map((day) => day.lowestPrice === null)).toEqual([true, true, false])
    const reversed = await bff('POST', '/hotel/price-calendar', { destination: 'New York', from: '2027-03-10', to: '2027-03-01' })
    expect(reversed.status).toBe(400)
    expect(JSON.stringify(reversed.body)).toContain('to')
    const tooLong = await bff('POST', '/hotel/price-calendar', { destination: 'New York', from: '2027-03-01', to: '2027-05-15' })
    expect(tooLong.status).toBe(400)
    const unknown = await bff('POST', '/hotel/price-calendar', { destination: 'Atlantis Nowhere', from: '2027-03-01', to: '2027-03-02' })
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors[0]).toMatchObject({ code: 'DESTINATION_NOT_FOUND' })
  })

  it('prices two months fast enough for a date picker (printed, not asserted)', async () => {
    const started = performance.now()
    const calendar = await hotelCalendar({ from: '2027-03-01', to: '2027-04-30', nights: 2 })
    console.log(`hotel price calendar, 61 days: ${Math.round(performance.now() - started)} ms`)
    expect(calendar.days).toHaveLength(61)
  })
})

const route = { origin: 'New York', destination: 'London' }

async function lowestFareOf(departDate: string, returnDate?: string) {
  const answer = await simulator('POST', '/air/search', { ...route, departDate, returnDate, pageSize: 1 })
  expect(answer.status).toBe(200)
  const result = AirSearchResultSchema.parse(answer.body)
  return result.total > 0 ? Math.min(result.facets.price.min, result.items[0]!.lowestPrice) : null
}

describe('POST /air/fare-calendar', () => {
  it("prices each departure day one way and for a round trip of a fixed length as the search's lowest fare", async () => {
    const oneWay = AirFareCalendarSchema.parse((await bff('POST', '/air/fare-calendar', { ...route, from: '2027-03-10', to: '2027-03-14' })).body)
    expect(oneWay.tripDays).toBeNull()
    for (const day of oneWay.days) expect(day.lowestPrice, day.date).toBe(await lowestFareOf(day.date))
    const roundTrip = AirFareCalendarSchema.parse((await bff('POST', '/air/fare-calendar', { ...route, from: '2027-03-10', to: '2027-03-12', tripDays: 7 })).body)
    for (const day of roundTrip.days) expect(day.lowestPrice, day.date).toBe(await lowestFareOf(day.date, addDays(day.date, 7)))
    expect(roundTrip.days[0]!.lowestPrice!).toBeGreaterThan(oneWay.days[0]!.lowestPrice!)
  })

  it('refuses the same place twice with 422 and a range past 62 days with 400; past days are null', async () => {
    const same = await bff('POST', '/air/fare-calendar', { origin: 'London', destination: 'London', from: '2027-03-10', to: '2027-03-12' })
    expect(same.status).toBe(422)
    expect(same.body.errors[0]).toMatchObject({ code: 'INVALID_CRITERIA' })
    expect((await bff('POST', '/air/fare-calendar', { ...route, from: '2027-03-01', to: '2027-06-01' })).status).toBe(400)
    const past = AirFareCalendarSchema.parse((await bff('POST', '/air/fare-calendar', { ...route, from: addDays(today, -1), to: today })).body)
    expect(past.days[0]!.lowestPrice).toBeNull()
  })

  it('prices two months fast enough for a date picker (printed, not asserted)', async () => {
    const started = performance.now()
    const calendar = AirFareCalendarSchema.parse((await bff('POST', '/air/fare-calendar', { ...route, from: '2027-03-01', to: '2027-04-30', tripDays: 7 })).body)
    console.log(`flight fare calendar, 61 days round trip: ${Math.round(performance.now() - started)} ms`)
    expect(calendar.days.filter((day) => day.lowestPrice !== null).length).toBeGreaterThan(50)
  })
})

describe('POST /air/fare-grid', () => {
  it("gives 7 × 7 cells around a round trip, each the search's lowest fare for those dates, null where the return comes first", async () => {
    const answer = await bff('POST', '/air/fare-grid', { ...route, departDate: '2027-03-12', returnDate: '2027-03-14' })
    expect(answer.status).toBe(200)
    const grid = AirFareGridSchema.parse(answer.body)
    expect(grid.departDates).toEqual(['2027-03-09', '2027-03-10', '2027-03-11', '2027-03-12', '2027-03-13', '2027-03-14', '2027-03-15'])
    expect(grid.returnDates[0]).toBe('2027-03-11')
    expect(grid.cells).toHaveLength(49)
    const backwards = grid.cells.find((cell) => cell.departDate === '2027-03-15' && cell.returnDate === '2027-03-11')!
    expect(backwards.lowestPrice).toBeNull()
    for (const cell of grid.cells.filter((_, index) => index % 8 === 0)) {
      if (cell.returnDate! < cell.departDate) continue
      expect(cell.lowestPrice, `${cell.departDate} ${cell.returnDate}`).toBe(await lowestFareOf(cell.departDate, cell.returnDate!))
    }
  })

  it('gives a row of seven days one way', async () => {
    const grid = AirFareGridSchema.parse((await simulator('POST', '/air/fare-grid', { ...route, departDate: '2027-03-12' })).body)
    expect(grid.returnDates).toEqual([])
    expect(grid.cells.map((cell) => cell.returnDate)).toEqual(Array(7).fill(null))
    for (const cell of grid.cells) expect(cell.lowestPrice).toBe(await lowestFareOf(cell.departDate))
  })
})
