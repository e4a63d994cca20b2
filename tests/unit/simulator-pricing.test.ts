// DESIGN.md §6 money in integer minor units; pricing by season, weekend, demand and length of stay.
import { describe, expect, it } from 'vitest'
import { destinationById } from '@server/simulator/catalogue/destinations'
import { generateHotels } from '@server/simulator/catalogue/hotel-catalogue'
import { demandPermille, nightsOf, priceStay, roundHalfUp, seasonPermille, weekendPermille } from '@server/simulator/hotel/hotel-pricing'
import { createRandom } from '@server/simulator/random'

describe('the simulator catalogue', () => {
  it('is the same on every run', () => {
    const paris = destinationById.get('paris')
    if (!paris) throw new Error('no Paris')
    expect(generateHotels(paris)).toEqual(generateHotels(paris))
    expect(createRandom(42).next()).toBe(createRandom(42).next())
  })
})

describe('hotel pricing', () => {
  it('lists the nights of a stay, check-out excluded', () => {
    expect(nightsOf('2027-02-27', '2027-03-02')).toEqual(['2027-02-27', '2027-02-28', '2027-03-01'])
  })

  it('rounds half up in integers', () => {
    expect(roundHalfUp(15, 10)).toBe(2)
    expect(roundHalfUp(14, 10)).toBe(1)
  })

  it('charges more in high season, mirrored south of the equator, and on Friday and Saturday nights', () => {
    expect(seasonPermille('2027-07-10', 48.8)).toBeGreaterThan(seasonPermille('2027-01-10', 48.8))
    expect(seasonPermille('2027-01-10', -33.9)).toBeGreaterThan(seasonPermille('2027-07-10', -33.9))
    expect(weekendPermille('2027-03-12')).toBe(1120)
    expect(weekendPermille('2027-03-10')).toBe(1000)
    const demand = demandPermille('paris-001', '2027-03-12')
    expect(demand).toBeGreaterThanOrEqual(900)
    expect(demand).toBeLessThanOrEqual(1150)
  })

  it('adds up: nightly amounts, taxes and fees make the total; long stays cost less per night', () => {
    const paris = destinationById.get('paris')
    const hotel = paris && generateHotels(paris)[0]
    const room = hotel?.rooms[0]
    const rate = room?.rates[0]
    if (!paris || !hotel || !room || !rate) throw new Error('no hotel')
    const short = priceStay(hotel, room, rate, nightsOf('2027-03-01', '2027-03-04'), 1, paris)
    expect(short.nightly.reduce((sum, night) => sum + night.amount, 0) + short.taxes + short.fees).toBe(short.total)
    const week = priceStay(hotel, room, rate, nightsOf('2027-03-01', '2027-03-08'), 1, paris)
    const firstThreeOfWeek = week.nightly.slice(0, 3).reduce((sum, night) => sum + night.amount, 0)
    expect(firstThreeOfWeek).toBeLessThan(short.roomTotal)
    const twoRooms = priceStay(hotel, room, rate, nightsOf('2027-03-01', '2027-03-04'), 2, paris)
    expect(twoRooms.roomTotal).toBe(short.roomTotal * 2)
  })
})
