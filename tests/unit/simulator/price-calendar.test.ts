// Issue 19 item 3, flexible dates; §D1 prices derived by date: the rules of the hotel price
// calendar (each check-in day's price is the cheapest bookable choice of the search's own pricing,
// null when the day cannot be searched or nothing is free), the flight calendar's sellable dates, and
// the picker's day prices (the cheapest of those shown marked, past days never asked for).
import { describe, expect, it } from 'vitest'
import type { Destination } from '@simulator/catalogue/destinations'
import type { Hotel } from '@simulator/hotel/hotel-catalogue'
import { cheapestChoice, stayChoices } from '@simulator/hotel/hotel-choices'
import { addDays, nightsOf } from '@simulator/shared/calendar'
import { lowestNightlyPrice, priceCalendarDays } from '@simulator/hotel/hotel-price-calendar.server'
import { sellableDates } from '@simulator/air/air-fare-calendar.server'
import { calendarDays } from '@contracts/lxp/shared/price-calendar.schema'
import { dayPricesOf, pricedRange } from '~/lib/day-prices'

const today = '2027-01-10'
const city = { id: 'test-city', latitude: 48.85 } as unknown as Destination
const rate = (id: string, priceFactorPermille: number) => ({ id, priceFactorPermille, payment: 'PAY_NOW', refundable: false, pointsEligible: true, freeCancellationDays: null })
// Only what pricing and availability read of a hotel.
const hotelOf = (id: string, baseNightly: number) =>
  ({ id, adultsOnly: false, taxBasisPoints: 1000, nightlyFee: 500, rooms: [{ id: `${id}-room`, baseNightly, maxOccupancy: 2, inventory: 3, rates: [rate(`${id}-flex`, 1100), rate(`${id}-saver`, 900)] }] }) as unknown as Hotel
const hotels = [hotelOf('dear', 40_000), hotelOf('cheap', 15_000)]
const stay = { nights: 2, rooms: [{ adults: 2, childAges: [] }] }
const none = new Map<string, number>()

const searchLowest = (day: string, booked = none) => {
  const search = { checkIn: day, checkOut: addDays(day, stay.nights), rooms: stay.rooms, nights: nightsOf(day, addDays(day, stay.nights)) }
  const prices = hotels.flatMap((hotel) => cheapestChoice(stayChoices(hotel, city, search, booked, today))?.price.averageNightly ?? [])
  return prices.length ? Math.min(...prices) : null
}

describe('hotel price calendar', () => {
  it("prices a day as the search's cheapest choice for the stay from that day (the cheaper hotel, its cheaper rate)", () => {
    const days = calendarDays('2027-03-01', '2027-03-07')
    const calendar = priceCalendarDays(hotels, city, days, stay, none, today)
    expect(calendar.map((day) => day.date)).toEqual(days)
    for (const day of calendar) expect(day.lowestPrice).toBe(searchLowest(day.date))
    expect(calendar.every((day) => day.lowestPrice! < 30_000)).toBe(true)
  })

  it('answers null for a past day and beyond 500 days ahead, as the search refuses them', () => {
    expect(lowestNightlyPrice(hotels, city, addDays(today, -1), stay, none, today)).toBeNull()
    expect(lowestNightlyPrice(hotels, city, today, stay, none, today)).not.toBeNull()
    expect(lowestNightlyPrice(hotels, city, addDays(today, 500), stay, none, today)).not.toBeNull()
    expect(lowestNightlyPrice(hotels, city, addDays(today, 501), stay, none, today)).toBeNull()
  })

  it('follows availability: a full cheap hotel on any night of the stay gives the next price; all full gives null', () => {
    const day = '2027-03-04'
    const cheapFull = new Map([[`cheap-room|${addDays(day, 1)}`, 3]])
    const price = lowestNightlyPrice(hotels, city, day, stay, cheapFull, today)
    expect(price).toBe(searchLowest(day, cheapFull))
    expect(price!).toBeGreaterThan(lowestNightlyPrice(hotels, city, day, stay, none, today)!)
    const allFull = new Map([...cheapFull, [`dear-room|${day}`, 3]])
    expect(lowestNightlyPrice(hotels, city, day, stay, allFull, today)).toBeNull()
    // The day before is not touched by the second night's sell-out.
    expect(lowestNightlyPrice(hotels, city, addDays(day, -2), stay, allFull, today)).toBe(searchLowest(addDays(day, -2)))
  })
})

describe('flight fare calendar', () => {
  it('sells departures from today to the 330-day horizon, and returns not before the departure nor past the horizon', () => {
    expect(sellableDates({ departDate: today }, today)).toBe(true)
    expect(sellableDates({ departDate: addDays(today, -1) }, today)).toBe(false)
    expect(sellableDates({ departDate: addDays(today, 330) }, today)).toBe(true)
    expect(sellableDates({ departDate: addDays(today, 331) }, today)).toBe(false)
    expect(sellableDates({ departDate: '2027-03-10', returnDate: '2027-03-10' }, today)).toBe(true)
    expect(sellableDates({ departDate: '2027-03-10', returnDate: '2027-03-09' }, today)).toBe(false)
    expect(sellableDates({ departDate: addDays(today, 329), returnDate: addDays(today, 331) }, today)).toBe(false)
  })
})

describe("the picker's day prices", () => {
  const words = { spoken: (price: string) => `from ${price}`, cheapest: (price: string) => `lowest, ${price}` }

  it('marks the days at the lowest price shown, says it, and leaves out days without a price', () => {
    const prices = dayPricesOf(
      [
        { date: '2027-03-01', lowestPrice: 12_000 },
        { date: '2027-03-02', lowestPrice: 9_900 },
        { date: '2027-03-03', lowestPrice: null },
        { date: '2027-03-04', lowestPrice: 9_900 },
      ],
      'USD',
      words,
      'note',
    )
    expect([...prices.byDay.keys()]).toEqual(['2027-03-01', '2027-03-02', '2027-03-04'])
    expect(prices.byDay.get('2027-03-01')).toEqual({ text: '$120', spoken: 'from $120', cheapest: false })
    expect(prices.byDay.get('2027-03-02')).toEqual({ text: '$99', spoken: 'lowest, $99', cheapest: true })
    expect(prices.byDay.get('2027-03-04')?.cheapest).toBe(true)
  })

  it('does not call a lone price the cheapest', () => {
    expect(dayPricesOf([{ date: '2027-03-01', lowestPrice: 5_000 }], 'USD', words, '').byDay.get('2027-03-01')?.cheapest).toBe(false)
  })

  it('asks prices from today on for the days shown, and none when all of them are past', () => {
    expect(pricedRange({ from: '2027-01-01', to: '2027-02-28' }, today)).toEqual({ from: today, to: '2027-02-28' })
    expect(pricedRange({ from: '2027-02-01', to: '2027-02-28' }, today)).toEqual({ from: '2027-02-01', to: '2027-02-28' })
    expect(pricedRange({ from: '2026-12-01', to: '2026-12-31' }, today)).toBeUndefined()
  })
})
