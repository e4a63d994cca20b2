// Issue 19 (pictures): every hotel, room, restaurant, tour, transfer and car shows a picture of its
// kind, neighbours differ, and the files served are the ones simulator/catalogue/scenes.ts draws.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { generateTours, generateTransfers } from '@simulator/activity/activity-catalogue'
import { destinations } from '@simulator/catalogue/destinations'
import { generateHotels } from '@simulator/hotel/hotel-catalogue'
import { everyScene, sceneOf } from '@simulator/catalogue/scenes'
import { generateCarLocations, vehicleOf } from '@simulator/car/car-catalogue'
import { generateRestaurants } from '@simulator/dining/dining-catalogue'

const publicDir = path.resolve(import.meta.dirname, '../../../public')
const served = (src: string) => existsSync(path.join(publicDir, src))
const paris = destinations.find((destination) => destination.name === 'Paris')!
const airport = { iata: 'CDG', name: 'Paris Charles de Gaulle', latitude: paris.latitude + 0.2, longitude: paris.longitude }

describe('scene files', () => {
  it('are exactly the drawn scenes (run `npm run generate:scenes` after changing the drawing)', () => {
    const scenes = everyScene()
    expect(readdirSync(path.join(publicDir, 'images/scenes')).sort()).toEqual(scenes.map((scene) => scene.file).sort())
    for (const scene of scenes) expect(readFileSync(path.join(publicDir, 'images/scenes', scene.file), 'utf8'), scene.file).toBe(scene.svg)
  })

  it('give a product the same picture every time', () => {
    expect(sceneOf('facade', 'paris:Hotel A')).toBe(sceneOf('facade', 'paris:Hotel A'))
    expect(sceneOf('facade', 'paris:Hotel A')).toMatch(/^\/images\/scenes\/facade-\d+\.svg$/)
  })
})

describe('catalogue pictures', () => {
  const hotels = generateHotels(paris)

  it('show each hotel its own façade among its neighbours, and a gallery of its rooms', () => {
    const facades = new Set(hotels.map((hotel) => hotel.image.src))
    expect(facades.size).toBeGreaterThanOrEqual(6)
    for (const hotel of hotels) {
      expect(served(hotel.image.src), hotel.image.src).toBe(true)
      expect(hotel.images[0]?.src).toBe(hotel.image.src)
      expect(hotel.images.map((image) => image.src.replace(/-\d+\.svg$/, ''))).toContain('/images/scenes/room')
      for (const image of hotel.images) expect(served(image.src), image.src).toBe(true)
    }
  })

  it('show restaurants, tours and transfers pictures of their kind', () => {
    const restaurants = generateRestaurants(paris)
    expect(new Set(restaurants.map((restaurant) => restaurant.image.src)).size).toBeGreaterThanOrEqual(4)
    for (const restaurant of restaurants) expect(restaurant.image.src).toMatch(/^\/images\/scenes\/restaurant-\d+\.svg$/)
    const tours = generateTours(paris)
    expect(tours.find((tour) => tour.category === 'MUSEUMS_AND_CULTURE')?.image.src).toMatch(/\/museum-\d+\.svg$/)
    expect(tours.find((tour) => tour.category === 'WATER')?.image.src).toMatch(/\/coast-\d+\.svg$/)
    for (const tour of tours) expect(served(tour.image.src), tour.image.src).toBe(true)
    for (const transfer of generateTransfers(paris, [airport])) expect(transfer.image.src).toMatch(/^\/images\/scenes\/transfer-\d+\.svg$/)
  })

  it('draw each car by its class: vans as vans, SUVs as SUVs', () => {
    const vehicles = generateCarLocations(paris, [airport]).flatMap((location) => location.fleet.map(vehicleOf))
    const drawn = (carClass: string) => vehicles.filter((vehicle) => vehicle.class === carClass).map((vehicle) => vehicle.image.src)
    for (const src of drawn('VAN')) expect(src).toMatch(/\/car-van-\d\.svg$/)
    for (const src of drawn('SUV')) expect(src).toMatch(/\/car-suv-\d\.svg$/)
    for (const vehicle of vehicles) expect(served(vehicle.image.src), vehicle.image.src).toBe(true)
    expect(new Set(vehicles.map((vehicle) => vehicle.image.src)).size).toBeGreaterThanOrEqual(4)
  })
})
