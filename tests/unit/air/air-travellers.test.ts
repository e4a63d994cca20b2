// §R3.17 flight passenger types and §R9.11 passenger maxima (adults 9, children 8, infants in a seat 8,
// infants on a lap 9, at least one adult), as the landing form and the results page both offer them.
import { describe, expect, it } from 'vitest'
import { changeTravellers, maxCount, passengerCounts } from '~/features/air/air-travellers'

const travellers = { adults: 2, children: 0, infantsInSeat: 0, infantsOnLap: 2, cabin: 'ECONOMY' as const }

describe('flight travellers', () => {
  it('offers each passenger type up to its §R9 maximum, at least one adult', () => {
    expect(passengerCounts.map(({ name, min, max }) => [name, min, max])).toEqual([
      ['adults', 1, 9],
      ['children', 0, 8],
      ['infantsInSeat', 0, 8],
      ['infantsOnLap', 0, 9],
    ])
  })

  it('offers no more infants on a lap than adults', () => {
    expect(maxCount('infantsOnLap', { adults: 3 })).toBe(3)
    expect(maxCount('infantsOnLap', { adults: 9 })).toBe(9)
    expect(maxCount('children', { adults: 1 })).toBe(8)
  })

  it('brings the infants on a lap down with the adults, and leaves other changes as they are', () => {
    expect(changeTravellers(travellers, { adults: 1 })).toEqual({ adults: 1, infantsOnLap: 1 })
    expect(changeTravellers(travellers, { adults: 3 })).toEqual({ adults: 3 })
    expect(changeTravellers(travellers, { cabin: 'FIRST' })).toEqual({ cabin: 'FIRST' })
  })
})
