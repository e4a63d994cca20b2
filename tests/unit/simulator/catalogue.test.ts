// §D1.4 (simulator): the catalogue is deterministic from a seed; at least 40 of the most
// visited destinations with real coordinates, time zones, countries and airports (checked against
// the airport data package); at least 50 hotels each with 3–6 room types and their rates.
import { describe, expect, it } from 'vitest'
import { lookUpAirports } from '@simulator/catalogue/airports.server'
import { destinations } from '@simulator/catalogue/destinations'
import { distanceKm } from '@simulator/catalogue/geo'
import { fromStored, generateHotels, toStored } from '@simulator/hotel/hotel-catalogue'
import { amenityLabels } from '@simulator/hotel/hotel-catalogue-data'

const open = destinations.filter((destination) => !destination.sanctioned)
const hotels = open.flatMap((destination) => generateHotels(destination))

describe('destinations', () => {
  it('has at least 40 of the most visited places, one sanctioned, with unique ids', () => {
    expect(open.length).toBeGreaterThanOrEqual(40)
    for (const name of ['New York', 'London', 'Paris', 'Tokyo', 'Dubai', 'Cancún', 'Honolulu', 'Cape Town', 'Marrakech', 'Bali', 'Maldives']) {
      expect(open.map((destination) => destination.name)).toContain(name)
    }
    expect(destinations.filter((destination) => destination.sanctioned)).toHaveLength(1)
    expect(new Set(destinations.map((destination) => destination.id)).size).toBe(destinations.length)
  })

  it('names real time zones and countries', () => {
    for (const destination of destinations) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: destination.timeZone }), destination.id).not.toThrow()
      expect(new Intl.DisplayNames('en', { type: 'region' }).of(destination.countryCode), destination.id).toBeTruthy()
    }
  })

  it('agrees with the airport data package: same country and time zone, airports within 100 km', async () => {
    const airports = new Map((await lookUpAirports(destinations.flatMap((destination) => destination.airports))).map((airport) => [airport.iata, airport]))
    for (const destination of destinations) {
      const [main] = destination.airports.map((code) => airports.get(code))
      expect(main?.timeZone, destination.id).toBe(destination.timeZone)
      for (const code of destination.airports) {
        const airport = airports.get(code)
        expect(airport?.countryCode, `${destination.id} ${code}`).toBe(destination.countryCode)
        expect(airport && distanceKm(destination, airport), `${destination.id} ${code}`).toBeLessThan(100)
      }
    }
  })

  it('refuses an airport code the data package does not know', async () => {
    await expect(lookUpAirports(['JFK', 'XXX'])).rejects.toThrow('does not know the airport XXX')
  })
})

describe('hotels', () => {
  it('are the same on every run', () => {
    const paris = open.find((destination) => destination.id === 'paris')
    if (!paris) throw new Error('no Paris')
    expect(generateHotels(paris)).toEqual(generateHotels(paris))
    expect(generateHotels(paris)[0]?.name).toBe('Lumen Paris Arts District')
  })

  it('number at least 50 per destination, none where sanctions apply', () => {
    for (const destination of open) expect(hotels.filter((hotel) => hotel.destinationId === destination.id).length).toBeGreaterThanOrEqual(50)
    const sanctioned = destinations.find((destination) => destination.sanctioned)
    expect(sanctioned && generateHotels(sanctioned)).toEqual([])
    expect(new Set(hotels.map((hotel) => hotel.id)).size).toBe(hotels.length)
  })

  it('have 2 to 5 stars, 1.0 to 5.0 review scores, Wi-Fi, and sit within a few km of the centre', () => {
    const byId = new Map(destinations.map((destination) => [destination.id, destination]))
    for (const hotel of hotels) {
      expect(hotel.stars).toBeGreaterThanOrEqual(2)
      expect(hotel.stars).toBeLessThanOrEqual(5)
      expect(hotel.review.score).toBeGreaterThanOrEqual(1)
      expect(hotel.review.score).toBeLessThanOrEqual(5)
      expect(Math.round(hotel.review.score * 10)).toBeCloseTo(hotel.review.score * 10, 6)
      expect(hotel.amenities).toContain('wifi')
      for (const amenity of hotel.amenities) expect(Object.keys(amenityLabels)).toContain(amenity)
      const centre = byId.get(hotel.destinationId)
      expect(centre && distanceKm(centre, hotel)).toBeLessThanOrEqual(6.1)
    }
    for (const destination of open) {
      const names = hotels.filter((hotel) => hotel.destinationId === destination.id).map((hotel) => hotel.name)
      expect(new Set(names).size, destination.id).toBe(names.length)
    }
  })

  it('offer 3 to 6 room types with finite inventory, and rates refundable or not, pay now or later', () => {
    for (const hotel of hotels) {
      expect(hotel.rooms.length).toBeGreaterThanOrEqual(3)
      expect(hotel.rooms.length).toBeLessThanOrEqual(6)
      for (const room of hotel.rooms) {
        expect(room.inventory).toBeGreaterThanOrEqual(3)
        expect(room.inventory).toBeLessThanOrEqual(12)
        expect(Number.isSafeInteger(room.baseNightly) && room.baseNightly % 100 === 0).toBe(true)
        expect(room.rates.some((rate) => !rate.refundable)).toBe(true)
        if (room.accessible) expect(room.doorWidthCm).toBeGreaterThanOrEqual(81)
        for (const rate of room.rates) if (rate.payment === 'PAY_LATER') expect(rate.pointsEligible).toBe(false)
      }
    }
    const rates = hotels.flatMap((hotel) => hotel.rooms.flatMap((room) => room.rates))
    expect(rates.some((rate) => rate.refundable && rate.payment === 'PAY_NOW')).toBe(true)
    expect(rates.some((rate) => rate.payment === 'PAY_LATER')).toBe(true)
    expect(hotels.some((hotel) => hotel.chain === null)).toBe(true)
    expect(new Set(hotels.map((hotel) => hotel.propertyType))).toEqual(new Set(['hotel', 'resort', 'apartment', 'boutique', 'hostel', 'villa']))
  })

  it('store without what is derived (rates, images) and come back whole', () => {
    for (const destination of open.slice(0, 3)) {
      for (const hotel of generateHotels(destination)) {
        const stored = JSON.parse(JSON.stringify(toStored(hotel)))
        expect(stored.images).toBeUndefined()
        expect(fromStored(stored, destination)).toEqual(hotel)
      }
    }
  })
})
