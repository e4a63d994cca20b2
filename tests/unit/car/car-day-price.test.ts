// Issue 36: a car's card said "$63 a day" for 2 days beside "$125.33 total". The day comes from the total alone, to
// the cent: it multiplies back to the total, or the card says it is an average (§R2: the daily value and the total).
import { describe, expect, it } from 'vitest'
import { carDayPrice } from '~/features/car/car-format'

describe("a car's price of a day", () => {
  it('is the total over the days, exact when the days multiply back to it', () => {
    expect(carDayPrice(12_500, 2)).toEqual({ amount: 6_250, exact: true })
    expect(carDayPrice(38_817, 3)).toEqual({ amount: 12_939, exact: true })
  })

  it('is an average, to the cent, when they do not', () => {
    expect(carDayPrice(12_533, 2)).toEqual({ amount: 6_267, exact: false })
    expect(carDayPrice(12_940, 3)).toEqual({ amount: 4_313, exact: false })
  })

  it('never divides by no days', () => {
    expect(carDayPrice(5_000, 0)).toEqual({ amount: 5_000, exact: true })
  })
})
