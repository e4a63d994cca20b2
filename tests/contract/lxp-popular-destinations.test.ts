// Issue 19 item 5 (landing pages), §R2 landing routes: GET /catalogue/popular-destinations over
// HTTP (the simulator, and the BFF at /api/lxp). Each destination's "from" price is what the line's own
// search answers as its lowest price for the default search the answer names.
import { describe, expect, it, vi } from 'vitest'
import { PopularDestinationsSchema, popularDestinationLines, type PopularDestination } from '@contracts/lxp/popular-destinations.contract'
import { AirSearchResultSchema } from '@contracts/lxp/air.schema'
import { ActivitySearchResultSchema } from '@contracts/lxp/activity.schema'
import { CarSearchResultSchema } from '@contracts/lxp/car.schema'
import { DiningSearchResultSchema } from '@contracts/lxp/dining.schema'
import { HotelSearchResultSchema } from '@contracts/lxp/hotel.schema'
import { bff, seededLxpDatabase, simulator, today } from '../fixtures/lxp-http'

const seeded = seededLxpDatabase()
vi.mock('@server/db/db.server', () => ({ database: async () => seeded.db }))

async function popular(query: string) {
  const answer = await bff('GET', `/catalogue/popular-destinations?${query}`)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return PopularDestinationsSchema.parse(answer.body)
}

/** The lowest price the line's search answers for the destination's default search. */
async function searchedLowest(line: string, { search }: PopularDestination): Promise<number | undefined> {
  switch (line) {
    case 'hotel':
      return HotelSearchResultSchema.parse((await bff('POST', '/hotel/search', { destination: search.destination, checkIn: search.startDate, checkOut: search.endDate, rooms: [{ adults: search.travelers, childAges: [] }], sort: 'price-asc', pageSize: 1 })).body).items[0]?.nightlyPrice.amount
    case 'air':
      return AirSearchResultSchema.parse((await bff('POST', '/air/search', { origin: search.origin, destination: search.destination, departDate: search.startDate, returnDate: search.endDate, sort: 'price', pageSize: 1 })).body).items[0]?.lowestPrice
    case 'car':
      return CarSearchResultSchema.parse((await bff('POST', '/car/search', { pickUpLocation: search.destination, pickUpDate: search.startDate, dropOffDate: search.endDate, sort: 'price-asc', pageSize: 1 })).body).items[0]?.daily.amount
    case 'dining': {
      const found = DiningSearchResultSchema.parse((await bff('POST', '/dining/search', { destination: search.destination, date: search.startDate, time: '19:00', partySize: search.travelers, pageSize: 50 })).body)
      return Math.min(...found.items.flatMap((restaurant) => (restaurant.fromPerPerson ? [restaurant.fromPerPerson.amount] : [])))
    }
    default: {
      const criteria = line === 'tour' ? { kind: 'tour', destination: search.destination, startDate: search.startDate, travelers: search.travelers } : { kind: 'transport', origin: search.origin, destination: search.destination, date: search.startDate, passengers: search.travelers }
      return ActivitySearchResultSchema.parse((await bff('POST', '/activity/search', { ...criteria, sort: 'price-asc', pageSize: 1 })).body).items[0]?.price.from.amount
    }
  }
}

describe('GET /catalogue/popular-destinations', () => {
  it.each(popularDestinationLines)("%s: each destination's price is the lowest its default search answers, two weeks ahead", async (line) => {
    const answer = await popular(`line=${line}&limit=3`)
    expect(answer.destinations).toHaveLength(3)
    for (const destination of answer.destinations) {
      expect(destination.search.startDate > today).toBe(true)
      expect(destination.from.amount, `${line} ${destination.name}`).toBe(await searchedLowest(line, destination))
      expect(destination.image.src).toMatch(/^\/images\/scenes\/(city|coast)-\d\.svg$/)
      expect(destination.image.alt).toContain(destination.name)
    }
  })

  it('answers the same destinations and pictures every time, flights leaving out their origin', async () => {
    const first = await popular('line=air&origin=JFK&limit=4')
    expect(first.destinations.map((destination) => destination.search.origin)).toEqual(['JFK', 'JFK', 'JFK', 'JFK'])
    expect(first.destinations.map((destination) => destination.id)).not.toContain('new-york')
    const again = await popular('line=air&origin=JFK&limit=4')
    expect(again.destinations.map(({ id, image }) => ({ id, image }))).toEqual(first.destinations.map(({ id, image }) => ({ id, image })))
  })

  it('refuses an unknown line and a limit out of bounds', async () => {
    expect((await simulator('GET', '/catalogue/popular-destinations?line=boats')).status).toBe(400)
    expect((await simulator('GET', '/catalogue/popular-destinations?line=hotel&limit=13')).status).toBe(400)
  })
})
