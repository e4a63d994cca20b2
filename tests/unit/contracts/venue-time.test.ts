// The venue's clock (docs/decisions/111, §R8.4 E1001018 "pick-up date and time in the past" judged
// where the car is): today and now at the venue, the flight sales cut-off at the departure airport, and
// the one free-cancellation rule; the instants are fixed, near midnight and across the 2027 clock changes.
import { describe, expect, it } from 'vitest'
import { flightOnSale, flightSalesCutOffMinutes, freeCancellationOpen, isTimeZone, venueHoursBefore, venueInstant, venueNow, venueToday } from '@contracts/domain/venue-time'

const at = (instant: string) => Date.parse(instant)

describe('venueNow', () => {
  it('reads the venue own clock, not UTC, on both sides of the date line', () => {
    // Sat 28 Nov 2026 20:18 in Honolulu is already Sunday in UTC and Monday afternoon in Auckland.
    const instant = at('2026-11-29T06:18:00Z')
    expect(venueNow('Pacific/Honolulu', instant)).toEqual({ date: '2026-11-28', time: '20:18' })
    expect(venueNow('Pacific/Auckland', instant)).toEqual({ date: '2026-11-29', time: '19:18' })
    expect(venueToday('Asia/Tokyo', instant)).toBe('2026-11-29')
    // A London summer night at 00:30 on 16 July is still the 15th in UTC.
    expect(venueToday('Europe/London', at('2027-07-15T23:30:00Z'))).toBe('2027-07-16')
  })

  it('follows the 2027 clock changes', () => {
    expect(venueNow('America/New_York', at('2027-03-14T06:59:00Z')).time).toBe('01:59')
    expect(venueNow('America/New_York', at('2027-03-14T07:00:00Z')).time).toBe('03:00')
    expect(venueNow('Europe/Paris', at('2027-03-28T01:00:00Z')).time).toBe('03:00')
    expect(venueNow('Pacific/Auckland', at('2027-04-03T14:00:00Z')).time).toBe('02:00')
  })

  it('reads the same clock whether or not it read that zone within the minute, across a clock change and each second of it', () => {
    // Kept per zone and UTC minute (issue 40): the last second before New York's spring change and the first after it.
    expect(venueNow('America/New_York', at('2027-03-14T06:59:00Z'))).toEqual({ date: '2027-03-14', time: '01:59' })
    expect(venueNow('America/New_York', at('2027-03-14T06:59:59.999Z'))).toEqual({ date: '2027-03-14', time: '01:59' })
    expect(venueNow('America/New_York', at('2027-03-14T07:00:00Z'))).toEqual({ date: '2027-03-14', time: '03:00' })
    // Kathmandu's +5:45 and a date before 1973, when offsets could have seconds, are read as they are.
    expect(venueNow('Asia/Kathmandu', at('2026-11-29T18:15:00Z'))).toEqual({ date: '2026-11-30', time: '00:00' })
    expect(venueNow('Asia/Kathmandu', at('2026-11-29T18:15:59Z'))).toEqual({ date: '2026-11-30', time: '00:00' })
    expect(venueNow('Asia/Kathmandu', at('2026-11-29T18:14:59Z'))).toEqual({ date: '2026-11-29', time: '23:59' })
    expect(venueNow('Africa/Monrovia', at('1971-06-01T00:00:00Z')).time).toBe(venueNow('Africa/Monrovia', at('1971-06-01T00:00:00Z')).time)
    // An answer changed by its reader does not change the next one.
    const first = venueNow('Europe/Paris', at('2027-03-28T01:00:30Z'))
    first.time = '99:99'
    expect(venueNow('Europe/Paris', at('2027-03-28T01:00:31Z')).time).toBe('03:00')
  })

  it('knows IANA zones and refuses made-up ones', () => {
    expect(isTimeZone('Pacific/Honolulu')).toBe(true)
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false)
  })
})

describe('flightOnSale', () => {
  it('sells a flight until the cut-off before its departure on its airport clock', () => {
    expect(flightSalesCutOffMinutes).toBe(60)
    // 15:41 in Tokyo: the 06:10 departure from Haneda has gone; the 17:00 one is still sold, the 16:30 one is not.
    const now = at('2026-11-29T06:41:00Z')
    expect(flightOnSale('2026-11-29T06:10:00', 'Asia/Tokyo', now)).toBe(false)
    expect(flightOnSale('2026-11-29T16:30:00', 'Asia/Tokyo', now)).toBe(false)
    expect(flightOnSale('2026-11-29T17:00:00', 'Asia/Tokyo', now)).toBe(true)
    // The same instant is the evening before in Honolulu: its flights of the 29th are all still sold.
    expect(flightOnSale('2026-11-29T06:10:00', 'Pacific/Honolulu', now)).toBe(true)
  })
})

describe('freeCancellationOpen', () => {
  it('is open through the last day, venue time, and never without one', () => {
    expect(freeCancellationOpen('2026-11-28', '2026-11-28')).toBe(true)
    expect(freeCancellationOpen('2026-11-28', '2026-11-29')).toBe(false)
    expect(freeCancellationOpen(null, '2026-11-01')).toBe(false)
  })
})

describe('venueHoursBefore', () => {
  it('finds the instant of a wall-clock time in its zone, on both sides of the 2027 clock changes', () => {
    expect(venueInstant('2027-03-28T10:00', 'Europe/London')).toBe(at('2027-03-28T09:00:00Z'))
    expect(venueInstant('2027-03-27T10:00', 'Europe/London')).toBe(at('2027-03-27T10:00:00Z'))
    expect(venueInstant('2026-12-01T00:30', 'Pacific/Auckland')).toBe(at('2026-11-30T11:30:00Z'))
    expect(venueInstant('2026-11-28T20:31', 'Pacific/Honolulu')).toBe(at('2026-11-29T06:31:00Z'))
    // 01:30 does not happen in London on 28 Mar 2027: taken an hour later, at 02:30 summer time.
    expect(venueInstant('2027-03-28T01:30', 'Europe/London')).toBe(at('2027-03-28T01:30:00Z'))
  })

  it("takes Temporal's 'compatible' instant at both clock changes: the first pass of a repeated time, a skipped time moved forward", () => {
    // The autumn change repeats 01:00–01:59: the first pass is on summer time, east and west of Greenwich alike.
    expect(venueInstant('2027-10-31T01:30', 'Europe/London')).toBe(at('2027-10-31T00:30:00Z'))
    expect(venueInstant('2027-10-31T02:30', 'Europe/Paris')).toBe(at('2027-10-31T00:30:00Z'))
    expect(venueInstant('2027-11-07T01:30', 'America/New_York')).toBe(at('2027-11-07T05:30:00Z'))
    expect(venueInstant('2027-04-04T02:30', 'Pacific/Auckland')).toBe(at('2027-04-03T13:30:00Z'))
    // The minutes either side of the repeated hour have one instant each.
    expect(venueInstant('2027-10-31T00:59', 'Europe/London')).toBe(at('2027-10-30T23:59:00Z'))
    expect(venueInstant('2027-10-31T02:00', 'Europe/London')).toBe(at('2027-10-31T02:00:00Z'))
    // The spring change skips an hour: a time in it moves forward by the gap, so 02:30 in New York is 03:30 summer time.
    expect(venueInstant('2027-03-14T02:30', 'America/New_York')).toBe(at('2027-03-14T07:30:00Z'))
    expect(venueInstant('2027-03-28T02:00', 'Europe/Paris')).toBe(at('2027-03-28T01:00:00Z'))
    expect(venueInstant('2026-09-27T02:15', 'Pacific/Auckland')).toBe(at('2026-09-26T14:15:00Z'))
    expect(venueInstant('2027-03-14T03:00', 'America/New_York')).toBe(at('2027-03-14T07:00:00Z'))
  })

  it('counts elapsed hours, so "24 hours before" is 23 or 25 hours on the wall across a clock change', () => {
    expect(venueHoursBefore('2027-03-28', '10:00', 24, 'Europe/London')).toBe('2027-03-27T09:00')
    expect(venueHoursBefore('2027-10-31', '10:00', 24, 'Europe/London')).toBe('2027-10-30T11:00')
    expect(venueHoursBefore('2027-03-15', '19:30', 48, 'America/New_York')).toBe('2027-03-13T18:30')
    expect(venueHoursBefore('2026-12-10', '10:00', 24, 'Europe/Rome')).toBe('2026-12-09T10:00')
    expect(venueHoursBefore('2027-03-01', '01:00', 4, 'UTC')).toBe('2027-02-28T21:00')
  })
})
