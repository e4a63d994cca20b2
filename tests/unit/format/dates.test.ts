// §R9 formats: the h:mm a time of the time options, inputs and time zones (UTC default, the
// daylight saving changes), 'Invalid Date', nights. The other fixed patterns are left out (decision 086).
import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { formatTime12, nightsBetween, toPlainDate, toPlainDateTime, type DateFormatOptions, type DateInput } from '~/lib/format'

const morning = '2025-11-05T09:05:07' // a local wall-clock time, as the platform sends pick-up times
const evening = new Date(Date.UTC(2025, 10, 22, 21, 30, 0))
/** The wall-clock date and time an input stands for, to the second. */
const wallClock = (input: DateInput, options?: DateFormatOptions) => toPlainDateTime(input, options)?.toString({ smallestUnit: 'second' })

describe('h:mm a', () => {
  it('writes the time on the 12-hour clock', () => {
    expect(formatTime12(morning)).toBe('9:05 AM')
    expect(formatTime12(evening)).toBe('9:30 PM')
  })

  it('writes midnight and noon on the 12-hour clock', () => {
    expect(formatTime12('2025-01-01T00:00')).toBe('12:00 AM')
    expect(formatTime12('2025-01-01T12:00')).toBe('12:00 PM')
  })
})

describe('inputs and time zones', () => {
  it('shows instants in UTC unless told otherwise', () => {
    expect(wallClock('2025-11-22T23:30:00Z')).toBe('2025-11-22T23:30:00')
    expect(wallClock('2025-11-22T23:30:00-05:00')).toBe('2025-11-23T04:30:00')
    expect(wallClock(Date.UTC(2025, 10, 22, 23, 30))).toBe('2025-11-22T23:30:00')
    expect(wallClock(Temporal.Instant.from('2025-11-22T23:30:00Z'), { timeZone: 'Asia/Tokyo' })).toBe('2025-11-23T08:30:00')
  })

  it('keeps wall-clock values as they are', () => {
    expect(formatTime12('2025-11-22T09:05', { timeZone: 'America/New_York' })).toBe('9:05 AM')
    expect(wallClock(Temporal.PlainDate.from('2025-11-22'))).toBe('2025-11-22T00:00:00')
    expect(wallClock(morning)).toBe('2025-11-05T09:05:07')
  })

  it('keeps a zoned value in its own zone unless one is given', () => {
    const zoned = Temporal.ZonedDateTime.from('2025-11-22T09:05:00-08:00[America/Los_Angeles]')
    expect(formatTime12(zoned)).toBe('9:05 AM')
    expect(formatTime12(zoned, { timeZone: 'UTC' })).toBe('5:05 PM')
    expect(formatTime12('2025-11-22T09:05:00[Europe/Paris]')).toBe('9:05 AM')
  })

  it('follows the clocks across the spring daylight saving change in New York', () => {
    const zone = { timeZone: 'America/New_York' }
    // Clocks jump from 02:00 EST to 03:00 EDT at 07:00 UTC on 9 March 2025.
    expect(wallClock('2025-03-09T06:59:00Z', zone)).toBe('2025-03-09T01:59:00')
    expect(wallClock('2025-03-09T07:00:00Z', zone)).toBe('2025-03-09T03:00:00')
    expect(wallClock('2025-03-09T07:30:00Z', zone)).toBe('2025-03-09T03:30:00')
  })

  it('follows the clocks across the autumn change in London', () => {
    const zone = { timeZone: 'Europe/London' }
    // 01:30 happens twice on 26 October 2025: first in BST, then in GMT.
    expect(wallClock('2025-10-26T00:30:00Z', zone)).toBe('2025-10-26T01:30:00')
    expect(wallClock('2025-10-26T01:30:00Z', zone)).toBe('2025-10-26T01:30:00')
    expect(wallClock('2025-10-26T02:30:00Z', zone)).toBe('2025-10-26T02:30:00')
  })

  it.each([null, undefined, '', 'garbage', '2025-02-30', '2025-13-01', Number.NaN, new Date('nope'), 8.64e15 + 1])(
    "shows 'Invalid Date' for %j",
    (input) => {
      expect(toPlainDateTime(input)).toBeUndefined()
      expect(formatTime12(input)).toBe('Invalid Date')
    },
  )

  it("shows 'Invalid Date' for an unknown time zone", () => {
    expect(formatTime12(evening, { timeZone: 'Mars/Olympus_Mons' })).toBe('Invalid Date')
  })

  it('gives the calendar date in the zone', () => {
    expect(toPlainDate('2025-11-22T23:30:00Z', { timeZone: 'Asia/Tokyo' })?.toString()).toBe('2025-11-23')
    expect(toPlainDate('garbage')).toBeUndefined()
  })
})

describe('nightsBetween', () => {
  it('counts calendar days', () => {
    expect(nightsBetween('2025-11-22', '2025-11-25')).toBe(3)
    expect(nightsBetween('2025-11-22', '2025-11-22')).toBe(0)
    expect(nightsBetween('2025-12-30', '2026-01-02')).toBe(3)
  })

  it('counts one night for a 23-hour day at a daylight saving change', () => {
    const zone = { timeZone: 'America/New_York' }
    expect(nightsBetween('2025-03-08T20:00:00Z', '2025-03-09T19:00:00Z', zone)).toBe(1)
    expect(nightsBetween('2025-03-08T15:00:00-05:00', '2025-03-10T11:00:00-04:00', zone)).toBe(2)
  })

  it('has no answer for an invalid or reversed stay', () => {
    expect(nightsBetween('garbage', '2025-11-25')).toBeUndefined()
    expect(nightsBetween('2025-11-25', '2025-11-22')).toBeUndefined()
  })
})
