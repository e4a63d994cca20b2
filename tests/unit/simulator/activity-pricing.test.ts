// Issue 19 (docs/requirements.md has no tours pricing section; docs/decisions/098): a child's seat costs 70 % of an
// adult's where an option is priced per traveler, rounded half up to the minor unit (§D6); a
// private group or vehicle costs the same whoever is in it. Fee and taxes are rounded per seat, so a
// seat's all-in price times the seats is the total (issue 37 item 10).
import { describe, expect, it } from 'vitest'
import { activityCharges, activityPrice, childSeatPrice, childUnitsNeeded, unitPrice, unitsNeeded } from '@simulator/activity/activity-pricing'
import { basisPointsOf } from '@simulator/money'

const tour = { id: 'rome-tour-food-tasting', kind: 'tour' as const }
const rome = { costLevel: 1000, latitude: 41.9 }
const perTraveler = { basePrice: 5_999, pricedPer: 'TRAVELER' as const, maxTravelersPerUnit: null }
const privateGroup = { basePrice: 30_000, pricedPer: 'GROUP' as const, maxTravelersPerUnit: 8 }
const date = '2030-05-08'

describe('a child\'s seat on a tour', () => {
  it('costs 70 % of an adult\'s, rounded half up', () => {
    expect(childSeatPrice(10_000)).toBe(7_000)
    expect(childSeatPrice(5_999)).toBe(4_199) // 4199.3
    expect(childSeatPrice(5_995)).toBe(4_197) // 4196.5 rounds up
  })

  it('counts one child seat per child where priced per traveler, none for a private group', () => {
    expect(childUnitsNeeded(perTraveler, [4, 9])).toBe(2)
    expect(childUnitsNeeded(privateGroup, [4, 9])).toBe(0)
    expect(unitsNeeded(perTraveler, 4)).toBe(4)
    expect(unitsNeeded(privateGroup, 4)).toBe(1)
  })

  it('prices 2 adults and a child of 4 as two adult seats and one child seat, fee and taxes per seat', () => {
    const adult = unitPrice(tour, perTraveler, rome, date)
    const price = activityPrice(tour, perTraveler, rome, date, '11:00', 3, 'USD', 1)
    expect(price).toMatchObject({ unitPrice: adult, units: 3, childUnits: 1, childUnitPrice: childSeatPrice(adult) })
    expect(price.base).toBe(2 * adult + childSeatPrice(adult))
    const perSeat = (basisPoints: number) => 2 * basisPointsOf(adult, basisPoints) + basisPointsOf(childSeatPrice(adult), basisPoints)
    expect(price.bookingFee).toBe(perSeat(activityCharges.serviceFeeBasisPoints))
    expect(price.taxes).toBe(perSeat(activityCharges.taxBasisPoints))
    expect(price.total).toBe(price.base + price.bookingFee + price.taxes)
    // Cheaper than three adults, dearer than two.
    expect(price.total).toBeLessThan(activityPrice(tour, perTraveler, rome, date, '11:00', 3, 'USD').total)
    expect(price.total).toBeGreaterThan(activityPrice(tour, perTraveler, rome, date, '11:00', 2, 'USD').total)
  })

  it('costs a seat\'s all-in price times the seats, whatever the date, party or night surcharge ("$144.23 a person" × 2 is the total)', () => {
    const transfer = { id: 'paris-transfer-cdg', kind: 'transport' as const }
    for (const [activity, time] of [[tour, '11:00'], [transfer, '23:30']] as const) {
      for (const day of ['2030-05-08', '2030-05-11', '2030-08-17', '2030-12-24']) {
        for (const basePrice of [5_999, 12_345, 14_423]) {
          const option = { ...perTraveler, basePrice }
          const one = activityPrice(activity, option, rome, day, time, 1, 'USD').total
          const child = activityPrice(activity, option, rome, day, time, 1, 'USD', 1).total
          for (const seats of [2, 3, 7]) {
            expect(activityPrice(activity, option, rome, day, time, seats, 'USD').total).toBe(one * seats)
            expect(activityPrice(activity, option, rome, day, time, seats, 'USD', 1).total).toBe(one * (seats - 1) + child)
          }
        }
      }
    }
  })

  it('leaves a private group\'s price as it is', () => {
    const family = activityPrice(tour, privateGroup, rome, date, '11:00', 1, 'USD', childUnitsNeeded(privateGroup, [4]))
    expect(family).toEqual(activityPrice(tour, privateGroup, rome, date, '11:00', 1, 'USD'))
    expect(family).toMatchObject({ childUnits: 0, childUnitPrice: 0 })
  })
})
