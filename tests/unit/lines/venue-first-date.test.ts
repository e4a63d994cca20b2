// Issue 37 ("the traveller's time, the venue's time", docs/decisions/111): the first date a form takes for a venue is the
// venue's today, not the traveller's, on every line: a traveller in Auckland may book tonight in Honolulu (their
// yesterday), one in Honolulu may not book Auckland's yesterday (their today). The forms' check and the platform's agree:
// the venue's today passes both, the day before it is refused by both. The instants are fixed.
import { afterEach, describe, expect, it } from 'vitest'
import { venueToday } from '@contracts/domain/venue-time'
import { checkHotelStay, hotelSearchFields } from '~/features/hotel/hotel-line-search'
import { validateHotelStay } from '~/features/hotel/hotel-stay'
import * as lineSearch from '~/features/lines/line-search'
import type { SearchLine } from '~/features/lines/line-search'
import { addDays, bookableFromIso, todayIso } from '~/lib/search-dates'
import { checkTravelDates } from '@simulator/air/air-search.server'
import { checkRental } from '@simulator/car/car-search.server'
import { setNowForTests, today, venueAt } from '@simulator/clock'
import { checkMoment } from '@simulator/dining/dining-search.server'
import { validateDates } from '@simulator/hotel/hotel-criteria'
import { lineSearchFields as everyLineSearchFields } from '../../fixtures/lines'

/** The instant, the traveller's zone and the venue's: near midnight on one side or the other of the date line. */
const cases = [
  { traveller: 'Pacific/Auckland', venue: 'Pacific/Honolulu', at: '2026-11-29T19:00:00Z', venueDay: '2026-11-29', travellerDay: '2026-11-30' },
  { traveller: 'Pacific/Honolulu', venue: 'Pacific/Auckland', at: '2026-11-30T06:30:00Z', venueDay: '2026-11-30', travellerDay: '2026-11-29' },
  { traveller: 'Asia/Tokyo', venue: 'America/New_York', at: '2026-11-29T15:30:00Z', venueDay: '2026-11-29', travellerDay: '2026-11-30' },
  { traveller: 'Europe/London', venue: 'Europe/London', at: '2027-07-15T23:30:00Z', venueDay: '2027-07-16', travellerDay: '2027-07-16' },
] as const

afterEach(() => setNowForTests(undefined))

const lineSearchFields = await everyLineSearchFields()
const validateLineSearch = (line: SearchLine, values: Record<string, string>, first: string) => lineSearch.validateLineSearch(lineSearchFields[line], values, first)

describe("the first date a venue's form takes", () => {
  it("is the venue's today, the traveller's own today only where the form knows no venue", () => {
    for (const { traveller, venue, at, venueDay, travellerDay } of cases) {
      const now = new Date(at)
      expect(bookableFromIso(venue, now)).toBe(venueDay)
      expect(venueToday(venue, now.getTime())).toBe(venueDay)
      expect(todayIso(now, traveller)).toBe(travellerDay)
    }
  })

  it("takes the venue's today and refuses the day before it on every line's form", () => {
    for (const { venue, at, venueDay } of cases) {
      const first = bookableFromIso(venue, new Date(at))
      const before = addDays(venueDay, -1)
      const next = addDays(venueDay, 1)
      const past = 'The date cannot be in the past.'
      expect(validateLineSearch('dining', { destination: 'Honolulu', date: venueDay }, first)).toEqual({})
      expect(validateLineSearch('dining', { destination: 'Honolulu', date: before }, first)).toEqual({ date: past })
      expect(validateLineSearch('tours', { destination: 'Honolulu', startDate: venueDay, endDate: venueDay }, first)).toEqual({})
      expect(validateLineSearch('tours', { destination: 'Honolulu', startDate: before, endDate: venueDay }, first)).toEqual({ startDate: past })
      expect(validateLineSearch('transport', { origin: 'HNL', destination: 'Waikiki', date: venueDay }, first)).toEqual({})
      expect(validateLineSearch('mobility', { pickUpLocation: 'HNL', pickUpDate: venueDay, dropOffDate: next }, first)).toEqual({})
      expect(validateLineSearch('mobility', { pickUpLocation: 'HNL', pickUpDate: before, dropOffDate: next }, first)).toEqual({ pickUpDate: past })
      expect(validateLineSearch('flights', { origin: 'HNL', destination: 'LAX', departDate: venueDay }, first)).toEqual({})
      expect(validateLineSearch('flights', { origin: 'HNL', destination: 'LAX', departDate: before }, first)).toEqual({ departDate: past })
      const stay = { destination: 'Honolulu', rooms: '1', adults: '2' }
      expect(lineSearch.validateLineSearch(hotelSearchFields(), { ...stay, checkIn: venueDay, checkOut: next }, first, checkHotelStay)).toEqual({})
      expect(lineSearch.validateLineSearch(hotelSearchFields(), { ...stay, checkIn: before, checkOut: next }, first, checkHotelStay)).toEqual({ checkIn: 'Check-in cannot be in the past.' })
      expect(validateHotelStay({ checkIn: venueDay, checkOut: next, rooms: '1', adults: '2' }, first)).toEqual({})
      expect(validateHotelStay({ checkIn: before, checkOut: next, rooms: '1', adults: '2' }, first)).toEqual({ checkIn: 'Check-in cannot be in the past.' })
    }
  })

  it("agrees with the platform: the venue's today is taken there too, the day before refused, on every line", () => {
    for (const { venue, at } of cases) {
      setNowForTests(at)
      const first = bookableFromIso(venue, new Date(at))
      const before = addDays(first, -1)
      const next = addDays(first, 1)
      const clock = venueAt(venue, today(), 'the venue')
      // Late in the evening, so the time of day passes wherever the clock is.
      expect(() => validateDates(first, next, clock)).not.toThrow()
      expect(() => validateDates(before, next, clock)).toThrow(/Check-in cannot be in the past/)
      expect(() => checkMoment({ date: first, time: '23:59', partySize: 2 }, venue, today())).not.toThrow()
      expect(() => checkMoment({ date: before, time: '23:59', partySize: 2 }, venue, today())).toThrow(/That date has passed/)
      expect(() => checkRental({ pickUpDate: first, pickUpTime: '23:59', dropOffDate: addDays(first, 2), dropOffTime: '23:59', driverAge: 30 }, venue, today())).not.toThrow()
      expect(() => checkRental({ pickUpDate: before, pickUpTime: '23:59', dropOffDate: addDays(first, 2), dropOffTime: '23:59', driverAge: 30 }, venue, today())).toThrow(/have passed/)
      expect(() => checkTravelDates(first, undefined, today(), clock)).not.toThrow()
      expect(() => checkTravelDates(before, undefined, today(), clock)).toThrow(/in the past/)
    }
  })
})
