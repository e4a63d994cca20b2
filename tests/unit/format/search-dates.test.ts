// The search forms' date rules: a destination alone searches the default stay (issue 19, docs/decisions/079:
// docs/requirements.md has no default dates), dates given are kept, and the calendar arithmetic stays on calendar days
// (§R9 date range 1900–2099, over month, year and leap-day boundaries).
import { describe, expect, it } from 'vitest'
import { checkHotelStay, hotelSearchFields, stayDates } from '~/features/hotel/hotel-line-search'
import { validateLineSearch } from '~/features/lines/line-search'
import { hotelSearchDraft } from '~/features/hotel/hotel-params'
import { addDays, daysBetween, defaultTripDates, earliestTimeZone, todayIso, travellerTimeZone } from '~/lib/search-dates'

describe('calendar arithmetic on ISO dates', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-11-26', 14)).toBe('2026-12-10')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01')
    expect(addDays('2099-12-30', 1)).toBe('2099-12-31')
  })

  it('counts the nights between two dates, negative when out of order', () => {
    expect(daysBetween('2026-12-10', '2026-12-12')).toBe(2)
    expect(daysBetween('2027-03-27', '2027-03-29')).toBe(2)
    expect(daysBetween('2026-12-12', '2026-12-10')).toBe(-2)
  })

  it("takes today's date in the traveller's zone, and a render without one the earliest date anywhere", () => {
    // 20:18 on Sat 28 Nov in Honolulu, 08:00 on Mon 30 Nov in Auckland, 00:30 on 16 July in London.
    expect(todayIso(new Date('2026-11-29T06:18:00Z'), 'Pacific/Honolulu')).toBe('2026-11-28')
    expect(todayIso(new Date('2026-11-29T19:00:00Z'), 'Pacific/Auckland')).toBe('2026-11-30')
    expect(todayIso(new Date('2027-07-15T23:30:00Z'), 'Europe/London')).toBe('2027-07-16')
    expect(todayIso(new Date('2026-11-26T23:59:59Z'), 'UTC')).toBe('2026-11-26')
    expect(travellerTimeZone()).toBe(earliestTimeZone)
    expect(todayIso(new Date('2026-11-29T06:18:00Z'))).toBe('2026-11-28')
  })
})

describe('the default stay of a search without dates', () => {
  it('is two nights starting two weeks from today', () => {
    expect(defaultTripDates('2026-11-26')).toEqual({ start: '2026-12-10', end: '2026-12-12' })
    expect(defaultTripDates('2026-12-25')).toEqual({ start: '2027-01-08', end: '2027-01-10' })
  })

  it('fills the hotel search only when the dates are missing', () => {
    expect(stayDates({ checkIn: '', checkOut: '' }, '2026-11-26')).toEqual({ checkIn: '2026-12-10', checkOut: '2026-12-12' })
    expect(stayDates({ checkIn: '2027-01-02', checkOut: '2027-01-05' }, '2026-11-26')).toEqual({ checkIn: '2027-01-02', checkOut: '2027-01-05' })
  })
})

describe('the hotel search form', () => {
  const draft = { destination: 'New York', checkIn: '', checkOut: '', rooms: '1', adults: '2', children: '' }
  const validateHotelSearch = (values: Record<string, string>, today: string) => validateLineSearch(hotelSearchFields(), values, today, checkHotelStay)

  it('searches a destination alone', () => {
    expect(validateHotelSearch(draft, '2026-11-26')).toEqual({})
  })

  it('still asks for a destination, a check-out after a chosen check-in, no past check-in, an adult per room and every child\'s age', () => {
    expect(validateHotelSearch({ ...draft, destination: ' ' }, '2026-11-26')).toEqual({ destination: 'Enter a city, area or hotel name.' })
    expect(validateHotelSearch({ ...draft, checkIn: '2026-12-01' }, '2026-11-26')).toEqual({ checkOut: 'Choose a check-out date.' })
    expect(validateHotelSearch({ ...draft, checkIn: '2026-12-01', checkOut: '2026-12-01' }, '2026-11-26')).toEqual({ checkOut: 'Check-out must be after check-in.' })
    expect(validateHotelSearch({ ...draft, checkIn: '2026-12-01', checkOut: '2026-11-30' }, '2026-11-26')).toEqual({ checkOut: 'Check-out must be after check-in.' })
    expect(validateHotelSearch({ ...draft, checkIn: '2026-11-25', checkOut: '2026-11-27' }, '2026-11-26')).toEqual({ checkIn: 'Check-in cannot be in the past.' })
    // A past check-in is said once, whatever the check-out.
    expect(validateHotelSearch({ ...draft, checkIn: '2026-11-24', checkOut: '2026-11-25' }, '2026-11-26')).toEqual({ checkIn: 'Check-in cannot be in the past.' })
    expect(validateHotelSearch({ ...draft, checkIn: '2026-11-25' }, '2026-11-26')).toEqual({ checkIn: 'Check-in cannot be in the past.' })
    expect(validateHotelSearch({ ...draft, rooms: '3', adults: '2' }, '2026-11-26')).toEqual({ rooms: 'Each room needs at least one adult.' })
    expect(validateHotelSearch({ ...draft, children: '4,?' }, '2026-11-26')).toEqual({ children: "Choose this child's age" })
  })

  it('is prefilled from an address with only the usable criteria (a promotion, "Change search")', () => {
    expect(hotelSearchDraft({ destination: 'Lisbon' })).toEqual({ destination: 'Lisbon' })
    expect(hotelSearchDraft({ destination: 'Lisbon', checkIn: '2027-02-30', adults: '3', children: [4, 9], sort: 'price-asc' })).toEqual({ destination: 'Lisbon', adults: 3, children: [4, 9] })
  })
})
