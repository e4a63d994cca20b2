// §D6 money in integer minor units, rounding half up; §D1 prices derived by date:
// season by hemisphere, weekend nights, demand, length of stay; taxes, fees, due now and at the hotel.
import { describe, expect, it } from 'vitest'
import { applyPermille, basisPointsOf, money, roundHalfUp } from '@simulator/money'
import { demandPermille, longStayPermille, nightlyRoomPrice, priceStay, weekendPermille } from '@simulator/hotel/hotel-pricing'
import { addDays, nightsOf, seasonPermille } from '@simulator/shared/calendar'

const paris = { latitude: 48.8566 }
const sydney = { latitude: -33.8688 }
const bangkok = { latitude: 13.7563 }
const hotel = { id: 'paris-001', taxBasisPoints: 1000, nightlyFee: 0 }
const room = { baseNightly: 20_000 }
const payNow = { priceFactorPermille: 1000, payment: 'PAY_NOW' as const }
const payLater = { priceFactorPermille: 1000, payment: 'PAY_LATER' as const }

describe('integer money', () => {
  it('rounds half up, exactly, in integers', () => {
    expect(roundHalfUp(15, 10)).toBe(2)
    expect(roundHalfUp(14, 10)).toBe(1)
    expect(roundHalfUp(25, 10)).toBe(3)
    expect(roundHalfUp(-15, 10)).toBe(-2)
    expect(roundHalfUp(0, 7)).toBe(0)
    expect(applyPermille(1_001, 1_500)).toBe(1_502) // 1501.5 rounds up
    expect(basisPointsOf(12_345, 1_000)).toBe(1_235) // 1234.5 rounds up
  })

  it('refuses floats and unsafe numbers instead of drifting', () => {
    expect(() => roundHalfUp(1.5, 10)).toThrow(RangeError)
    expect(() => roundHalfUp(10, 0)).toThrow(RangeError)
    expect(() => money(10.5)).toThrow(RangeError)
    expect(money(1050)).toEqual({ amount: 1050, currency: 'USD' })
  })
})

describe('dates', () => {
  it('lists the nights of a stay, check-out excluded, across month ends and leap days', () => {
    expect(nightsOf('2028-02-27', '2028-03-01')).toEqual(['2028-02-27', '2028-02-28', '2028-02-29'])
    expect(nightsOf('2027-03-12', '2027-03-12')).toEqual([])
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28')
  })
})

describe('price factors', () => {
  it('charges more in high season, mirrored south of the equator, and in the dry season in the tropics', () => {
    expect(seasonPermille('2027-07-10', paris.latitude)).toBe(1200)
    expect(seasonPermille('2027-01-10', paris.latitude)).toBe(900)
    expect(seasonPermille('2027-01-10', sydney.latitude)).toBe(1200)
    expect(seasonPermille('2027-07-10', sydney.latitude)).toBe(900)
    expect(seasonPermille('2027-01-10', bangkok.latitude)).toBeGreaterThan(seasonPermille('2027-07-10', bangkok.latitude))
  })

  it('adds 12 % on Friday and Saturday nights only', () => {
    expect(weekendPermille('2027-03-12')).toBe(1120) // Friday
    expect(weekendPermille('2027-03-13')).toBe(1120) // Saturday
    expect(weekendPermille('2027-03-14')).toBe(1000) // Sunday
    expect(weekendPermille('2027-03-10')).toBe(1000) // Wednesday
  })

  it('varies demand between 0.900 and 1.150, the same for the same hotel and night', () => {
    const values = nightsOf('2027-01-01', '2027-12-31').map((night) => demandPermille('rome-007', night))
    expect(Math.min(...values)).toBeGreaterThanOrEqual(900)
    expect(Math.max(...values)).toBeLessThanOrEqual(1150)
    expect(new Set(values).size).toBeGreaterThan(50)
    expect(demandPermille('rome-007', '2027-05-05')).toBe(demandPermille('rome-007', '2027-05-05'))
  })

  it('discounts long stays: 10 % from 7 nights, 15 % from 14', () => {
    expect(longStayPermille(6)).toBe(1000)
    expect(longStayPermille(7)).toBe(900)
    expect(longStayPermille(13)).toBe(900)
    expect(longStayPermille(14)).toBe(850)
  })

  it('applies each factor in turn, rounding half up to the cent', () => {
    const night = '2027-07-09' // a Friday in high season
    let expected = room.baseNightly
    for (const factor of [1200, 1120, demandPermille(hotel.id, night), 1000]) expected = roundHalfUp(expected * factor, 1000)
    expect(nightlyRoomPrice(hotel, room, payNow, night, paris)).toBe(expected)
  })
})

describe('priceStay', () => {
  it('adds up to an all-in integer total: nights, taxes and fees', () => {
    const price = priceStay({ ...hotel, nightlyFee: 2_500 }, room, payNow, nightsOf('2027-03-01', '2027-03-04'), 1, paris)
    expect(price.nightly).toHaveLength(3)
    expect(price.nightly.reduce((sum, night) => sum + night.amount, 0)).toBe(price.roomTotal)
    expect(price.taxes).toBe(roundHalfUp(price.roomTotal * 1000, 10_000))
    expect(price.fees).toBe(7_500)
    expect(price.total).toBe(price.roomTotal + price.taxes + price.fees)
    for (const value of [price.roomTotal, price.taxes, price.fees, price.total, price.dueNow, price.dueAtProperty, price.averageNightly]) {
      expect(Number.isSafeInteger(value)).toBe(true)
    }
    expect(price.averageNightly).toBe(roundHalfUp(price.total, 3))
    expect(price.longStayDiscount).toBe(0)
  })

  it('takes pay-now rates now, except property fees; pay-later rates entirely at the hotel', () => {
    const nights = nightsOf('2027-03-01', '2027-03-03')
    const now = priceStay({ ...hotel, nightlyFee: 1_000 }, room, payNow, nights, 1, paris)
    expect(now.dueAtProperty).toBe(now.fees)
    expect(now.dueNow).toBe(now.total - now.fees)
    const later = priceStay({ ...hotel, nightlyFee: 1_000 }, room, payLater, nights, 1, paris)
    expect(later.dueNow).toBe(0)
    expect(later.dueAtProperty).toBe(later.total)
  })

  it('prices several rooms as that many times one room', () => {
    const nights = nightsOf('2027-03-01', '2027-03-04')
    const one = priceStay(hotel, room, payNow, nights, 1, paris)
    const three = priceStay(hotel, room, payNow, nights, 3, paris)
    expect(three.roomTotal).toBe(one.roomTotal * 3)
  })

  it('shows the long-stay saving and charges less per night for a week than for six nights', () => {
    const six = priceStay(hotel, room, payNow, nightsOf('2027-03-01', '2027-03-07'), 1, paris)
    const week = priceStay(hotel, room, payNow, nightsOf('2027-03-01', '2027-03-08'), 1, paris)
    expect(six.longStayDiscount).toBe(0)
    expect(week.longStayDiscount).toBeGreaterThan(0)
    const firstSixOfWeek = week.nightly.slice(0, 6).reduce((sum, night) => sum + night.amount, 0)
    expect(firstSixOfWeek).toBeLessThan(six.roomTotal)
    const undiscounted = nightsOf('2027-03-01', '2027-03-08').reduce((sum, night) => sum + nightlyRoomPrice(hotel, room, payNow, night, paris), 0)
    expect(week.roomTotal + week.longStayDiscount).toBe(undiscounted)
  })
})
