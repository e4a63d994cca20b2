// §D1.5 (deterministic catalogue, availability derived on demand), §R6 (integer minor units);
// §R9.13 count options 1 to 20; the dining line's seatings, covers, prices and cancellation rules
// (docs/decisions/053-dining.md).
import { describe, expect, it } from 'vitest'
import type { DiningOption } from '@contracts/lxp/dining.schema'
import { destinations } from '@simulator/catalogue/destinations'
import { generateRestaurants, restaurantsPerDestination } from '@simulator/dining/dining-catalogue'
import { bookableCovers, checkMoment, heldCovers, seatingsOn } from '@simulator/dining/dining-search.server'
import { hoursBefore, policyOf, priceOf, pricedOptions } from '@simulator/dining/dining-pricing'
import { refusalOf } from '../../fixtures/simulator-refusal'

const paris = destinations.find((destination) => destination.id === 'paris')!
const restaurants = generateRestaurants(paris)

describe('dining catalogue', () => {
  it('gives every destination the same restaurants on every run, with unique names and ids', () => {
    expect(generateRestaurants(paris)).toEqual(restaurants)
    expect(restaurants).toHaveLength(restaurantsPerDestination)
    expect(new Set(restaurants.map((restaurant) => restaurant.id)).size).toBe(restaurantsPerDestination)
    expect(new Set(restaurants.map((restaurant) => restaurant.name)).size).toBe(restaurantsPerDestination)
    expect(restaurants.filter((restaurant) => restaurant.cuisine === 'FRENCH').length).toBeGreaterThan(3)
  })

  it('opens every restaurant at least five days a week, fine dining for dinner only', () => {
    for (const destination of destinations.filter((candidate) => !candidate.sanctioned)) {
      for (const restaurant of generateRestaurants(destination)) {
        expect(restaurant.openingHours.filter((day) => day.open !== null).length).toBeGreaterThanOrEqual(5)
        expect(restaurant.maxPartySize).toBeGreaterThanOrEqual(6)
        expect(restaurant.maxPartySize).toBeLessThanOrEqual(20)
        if (restaurant.priceLevel === 4) expect(restaurant.openingHours.every((day) => day.open === null || day.open >= '18:00')).toBe(true)
      }
    }
  })
})

describe('seatings and covers', () => {
  const restaurant = restaurants.find((candidate) => candidate.openingHours.every((day) => day.open === '17:30'))!

  it('seats every 30 minutes from opening to 90 minutes before closing, none on a day off', () => {
    expect(seatingsOn(restaurant, '2027-03-12')).toEqual(['17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30', '22:00'])
    const dayOff = restaurants.find((candidate) => candidate.openingHours[0]?.open === null)!
    expect(seatingsOn(dayOff, '2027-03-15')).toEqual([])
  })

  it('holds back some covers for walk-ins, more at the dinner peak and at weekends, never all', () => {
    for (const time of seatingsOn(restaurant, '2027-03-12')) {
      expect(heldCovers(restaurant, '2027-03-12', time)).toBeLessThanOrEqual(Math.floor(restaurant.coversPerSeating * 0.75))
      expect(bookableCovers(restaurant, '2027-03-12', time)).toBeGreaterThan(0)
      expect(heldCovers(restaurant, '2027-03-12', time)).toBe(heldCovers(restaurant, '2027-03-12', time))
    }
    // Off peak on a Tuesday, at most 35 %.
    expect(heldCovers(restaurant, '2027-03-09', '17:30')).toBeLessThanOrEqual(Math.floor(restaurant.coversPerSeating * 0.35))
  })
})

describe('prices and cancellation rules', () => {
  const withMenu = restaurants.find((candidate) => candidate.experiences.length > 0)!
  const booking = { date: '2027-03-12', time: '19:30', partySize: 3 }
  const weekBefore = { date: '2027-03-05', time: '12:00' }

  it('prices a set menu per person with 10 % taxes and service, a deposit without tax, a free table at nothing', () => {
    const [table, menu] = pricedOptions(withMenu, paris, booking, 'USD', weekBefore)
    expect(menu?.price).toMatchObject({ perPerson: withMenu.experiences[0]!.pricePerPerson, subtotal: withMenu.experiences[0]!.pricePerPerson * 3 })
    expect(menu?.price.taxes).toBe(Math.round((menu?.price.subtotal ?? 0) / 10))
    expect(menu?.price.dueNow).toBe(menu?.price.total)
    expect(table?.price.dueNow).toBe(withMenu.tableDepositPerPerson * 3)
    expect(priceOf({ id: 'table', kind: 'TABLE', name: 'Table', description: '', includes: [], pricePerPerson: null, depositPerPerson: null }, 4, 'USD').total).toBe(0)
  })

  it('frees set menus until 48 hours before, deposits 24 hours, free tables 4 hours with a fee charged to the card', () => {
    const [table, menu] = pricedOptions(withMenu, paris, booking, 'USD', weekBefore)
    expect(menu?.cancellationPolicy).toMatchObject({ hoursBefore: 48, freeUntil: '2027-03-10T19:30', freeCancellationUntil: '2027-03-10', chargedToCard: false })
    expect(menu?.cancellationPolicy.penaltyAfterDeadline.amount).toBe(Math.round((menu?.price.total ?? 0) / 2))
    const free = policyOf({ id: 'table', kind: 'TABLE', name: 'Table', description: '', includes: [], pricePerPerson: null, depositPerPerson: null }, { currency: 'USD', perPerson: 0, partySize: 3, subtotal: 0, taxes: 0, total: 0, dueNow: 0 }, paris, booking, weekBefore)
    expect(free).toMatchObject({ hoursBefore: 4, freeUntil: '2027-03-12T15:30', chargedToCard: true, penaltyAfterDeadline: { amount: 3000 * 3 } })
    expect(free.description).toMatch(/^Free cancellation until 2027-03-12T15:30 \(Paris time\), 4 hours before; after that, or for a no-show, a fee of \$90\.00 is charged to your card\.$/)
    if (withMenu.tableDepositPerPerson > 0) expect(table?.cancellationPolicy).toMatchObject({ hoursBefore: 24, penaltyAfterDeadline: { amount: withMenu.tableDepositPerPerson * 3 } })
    expect(hoursBefore('2027-03-01', '01:00', 4)).toBe('2027-02-28T21:00')
    // A set menu on the Monday after Europe's spring change: 48 hours of elapsed time is 18:30 on Saturday, Paris time.
    expect(hoursBefore('2027-03-29', '19:30', 48, paris.timeZone)).toBe('2027-03-27T18:30')
    expect(pricedOptions(withMenu, paris, { ...booking, date: '2027-03-29' }, 'USD', weekBefore)[1]?.cancellationPolicy).toMatchObject({ freeUntil: '2027-03-27T18:30', freeCancellationUntil: '2027-03-27' })
  })

  it('says a seating booked inside its paying period costs to cancel from now, never a deadline already passed (issue 37)', () => {
    const freeTable: DiningOption = { id: 'table', kind: 'TABLE', name: 'Table', description: '', includes: [], pricePerPerson: null, depositPerPerson: null }
    const nothingDue = { currency: 'USD', perPerson: 0, partySize: 3, subtotal: 0, taxes: 0, total: 0, dueNow: 0 }
    // 16:27 at the restaurant for a 19:30 table: its free period ended at 15:30.
    const late = policyOf(freeTable, nothingDue, paris, booking, { date: '2027-03-12', time: '16:27' })
    expect(late.description).toBe('It starts within 4 hours, so the free cancellation period, until 2027-03-12T15:30 (Paris time), has passed: from now, or for a no-show, a fee of $90.00 is charged to your card.')
    expect(late).toMatchObject({ refundable: true, penaltyAfterDeadline: { amount: 9000 } })
    expect(policyOf(freeTable, nothingDue, paris, booking, { date: '2027-03-12', time: '15:29' }).description).toMatch(/^Free cancellation until /)
  })

  it('refuses a passed date or time and a date beyond 180 days', () => {
    expect(refusalOf(() => checkMoment({ date: '2027-01-09', time: '19:00', partySize: 2 }, 'Europe/Paris', '2027-01-10'))).toMatchObject({ code: 'TIME_PASSED', field: 'date' })
    expect(refusalOf(() => checkMoment({ date: '2027-01-10', time: '00:00', partySize: 2 }, 'Europe/Paris', '2027-01-10'))).toMatchObject({ code: 'TIME_PASSED', field: 'time' })
    expect(refusalOf(() => checkMoment({ date: '2027-07-10', time: '19:00', partySize: 2 }, 'Europe/Paris', '2027-01-10'))).toMatchObject({ code: 'INVALID_DATES', field: 'date' })
    expect(refusalOf(() => checkMoment({ date: '2027-07-09', time: '19:00', partySize: 2 }, 'Europe/Paris', '2027-01-10'))).toBeUndefined()
  })
})
