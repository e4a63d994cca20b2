// §D1.4 (simulator) and issue 21: content that rings true. Reviews are written for their kind of
// product, never repeat within a product and spread their ratings; telephone numbers are valid numbers
// of the place's country.
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max'
import { describe, expect, it } from 'vitest'
import { generateTours, generateTransfers } from '@simulator/activity/activity-catalogue'
import { destinations } from '@simulator/catalogue/destinations'
import { generateHotels } from '@simulator/hotel/hotel-catalogue'
import { everyScene } from '@simulator/catalogue/scenes'
import { reviewsFor, type Review } from '@simulator/catalogue/reviews'
import { generateRestaurants } from '@simulator/dining/dining-catalogue'

const open = destinations.filter((destination) => !destination.sanctioned)
const restaurants = open.flatMap((destination) => generateRestaurants(destination))
const tours = open.flatMap((destination) => generateTours(destination))
const airport = { iata: 'XXX', name: 'Test Airport', latitude: 0, longitude: 0 }
const transfers = open.slice(0, 10).flatMap((destination) => generateTransfers(destination, [{ ...airport, latitude: destination.latitude + 0.2, longitude: destination.longitude }]))
const hotelReviews = open.slice(0, 5).flatMap((destination) =>
  generateHotels(destination).map((hotel) => ({ id: hotel.id, reviews: reviewsFor({ kind: 'hotel', id: hotel.id, score: hotel.review.score, details: ['room', 'bed'], before: '2026-12-31' }) })),
)
const products: { id: string; reviews: Review[] }[] = [...restaurants, ...tours, ...transfers, ...hotelReviews]

describe('menus', () => {
  it('name a dish in its own language with that language, for the page to mark (lang="fr" on Soupe à l’oignon; issue 43 item 16)', () => {
    const soups = restaurants.flatMap((restaurant) => restaurant.menuHighlights).filter((dish) => dish.name === 'Soupe à l’oignon')
    expect(soups.length).toBeGreaterThan(0)
    for (const soup of soups) expect(soup.lang).toBe('fr')
  })
})

describe('reviews', () => {
  it('never repeat a text or an author within one product', () => {
    for (const product of products) {
      expect(product.reviews.length, product.id).toBeGreaterThanOrEqual(3)
      expect(new Set(product.reviews.map((review) => review.text)).size, product.id).toBe(product.reviews.length)
      expect(new Set(product.reviews.map((review) => review.author)).size, product.id).toBe(product.reviews.length)
    }
  })

  it('are the same on every run (deterministic per product id) and newest first', () => {
    const again = reviewsFor({ kind: 'hotel', id: hotelReviews[0]!.id, score: 4.2, details: ['room', 'bed'], before: '2026-12-31' })
    expect(reviewsFor({ kind: 'hotel', id: hotelReviews[0]!.id, score: 4.2, details: ['room', 'bed'], before: '2026-12-31' })).toEqual(again)
    for (const product of products) expect(product.reviews.map((review) => review.date), product.id).toEqual(product.reviews.map((review) => review.date).sort().reverse())
  })

  it('speak of the product itself: a restaurant its dishes, a transfer never a guide or a tour', () => {
    for (const restaurant of restaurants) {
      const dishes = restaurant.menuHighlights.map((dish) => dish.name.toLowerCase())
      for (const review of restaurant.reviews) expect(dishes.some((dish) => review.text.toLowerCase().includes(dish)), `${restaurant.id}: ${review.text}`).toBe(true)
    }
    for (const transfer of transfers) for (const review of transfer.reviews) expect(review.text, transfer.id).not.toMatch(/\bguide|\btour\b/i)
  })

  it('are dated in the past, relative to today: never after it (issue 36 item 11)', () => {
    const today = new Date().toISOString().slice(0, 10)
    for (const product of [...restaurants, ...tours, ...transfers]) for (const review of product.reviews) expect(review.date < today, `${product.id}: ${review.date}`).toBe(true)
  })

  it('read as people write: a tour’s stops named as words, never "Great photos at Cooking." (issue 36 item 11)', () => {
    for (const tour of tours) {
      for (const review of tour.reviews) {
        expect(review.text, tour.id).not.toMatch(/\b(at|during|for|about|loved) [A-Z]/)
        // Stops named by their titles: "the masterpieces was", "the winery or farm", "made the lunch come alive", "loved service".
        expect(review.text, tour.id).not.toMatch(/\bthe (masterpieces|landmarks|bike shop) (was|alone)\b|\bthe cooking\b(?! class)|\bthe lunch\b|\bthe \w+ or \w+\b|\bservice\b/i)
      }
    }
  })

  it('spread their ratings: most near the score, some lower, and places are not all top-rated', () => {
    const ratings = products.flatMap((product) => product.reviews.map((review) => review.rating))
    const share = (rating: number) => ratings.filter((value) => value === rating).length / ratings.length
    expect(share(5)).toBeLessThan(0.6)
    expect(share(3) + share(2) + share(1)).toBeGreaterThan(0.05)
    const scores = restaurants.map((restaurant) => restaurant.rating.score)
    expect(scores.filter((score) => score >= 5).length / scores.length).toBeLessThan(0.02)
    const paris = restaurants.filter((restaurant) => restaurant.destinationId === 'paris').slice(0, 7)
    expect(new Set(paris.map((restaurant) => restaurant.rating.score)).size).toBeGreaterThan(2)
  })
})

describe('hotels', () => {
  it('fit their destination: no sea rooms or palm trees in a city such as Paris (issue 36 item 11)', () => {
    const palmVariants = new Set(everyScene().filter((scene) => / q2 -14 0 -26"/.test(scene.svg)).map((scene) => `/images/scenes/${scene.file}`))
    const cities = open.filter((destination) => !destination.resort)
    expect(cities.map((destination) => destination.id)).toContain('paris')
    for (const destination of cities) {
      for (const hotel of generateHotels(destination)) {
        for (const room of hotel.rooms) expect(room.name, hotel.id).not.toMatch(/ocean|beach|overwater|sea view/i)
        for (const image of [hotel.image, ...hotel.images]) expect(palmVariants.has(image.src), `${hotel.id}: ${image.src}`).toBe(false)
      }
    }
  })
})

describe('telephone numbers', () => {
  it('are valid numbers of the destination’s country, restaurants and tour companies alike', () => {
    const byId = new Map(open.map((destination) => [destination.id, destination.countryCode]))
    const numbers = [
      ...restaurants.map((restaurant) => ({ id: restaurant.id, phone: restaurant.phone, country: restaurant.address.countryCode })),
      ...tours.map((tour) => ({ id: tour.id, phone: tour.supplier.contacts.find((contact) => contact.type === 'PHONE_NUMBER')?.value ?? '', country: byId.get(tour.destinationId) ?? '' })),
    ]
    for (const { id, phone, country } of numbers) {
      expect(isValidPhoneNumber(phone), `${id}: ${phone}`).toBe(true)
      expect(parsePhoneNumberFromString(phone)?.country, `${id}: ${phone}`).toBe(country)
    }
    expect(new Set(numbers.map((number) => number.phone)).size).toBeGreaterThan(numbers.length * 0.99)
  })
})

describe('accessibility', () => {
  it('says each thing once: the notes add to the wheelchair and stroller flags, never repeat them (issue 36, third pass item 5)', () => {
    for (const activity of [...tours, ...transfers]) {
      // The page says "Not wheelchair accessible" from the flag; a note such as "Folding wheelchairs travel as luggage" adds to it.
      const restating = activity.accessibility.wheelchairAccessible ? /^wheelchair[- ]accessible\.?$/i : /not (suitable for |accessible (by|to|for) )?wheelchair/i
      expect(activity.accessibility.notes.filter((note) => restating.test(note)), activity.id).toEqual([])
    }
  })
})
