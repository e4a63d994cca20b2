// SPEC.md §9 formats: every date and time format, time zones (UTC default, a DST change), 'Invalid Date', nights.
import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import {
  formatDayMonthYear,
  formatIsoDate,
  formatIsoDateTime,
  formatMonthDayTime,
  formatMonthDayYear,
  formatMonthYear,
  formatTime12,
  formatTime12Compact,
  formatTime24,
  formatUsDate,
  formatYear,
  nightsBetween,
  toPlainDate,
} from '~/lib/format'

const morning = '2025-11-05T09:05:07' // a local wall-clock time, as the platform sends pick-up times
const evening = new Date(Date.UTC(2025, 10, 22, 21, 30, 0))

describe('date formats', () => {
  it.each([
    ["yyyy-MM-dd'T'HH:mm:ss", formatIsoDateTime, '2025-11-05T09:05:07', '2025-11-22T21:30:00'],
    ['HH:mm', formatTime24, '09:05', '21:30'],
    ['yyyy-MM-dd', formatIsoDate, '2025-11-05', '2025-11-22'],
    ['dd MMMM yyyy', formatDayMonthYear, '05 November 2025', '22 November 2025'],
    ['h:mmaaa', formatTime12Compact, '9:05am', '9:30pm'],
    ['h:mm a', formatTime12, '9:05 AM', '9:30 PM'],
    ['LLL. d, h:mm a', formatMonthDayTime, 'Nov. 5, 9:05 AM', 'Nov. 22, 9:30 PM'],
    ['yyyy', formatYear, '2025', '2025'],
    ['MMM. d, yyyy', formatMonthDayYear, 'Nov. 5, 2025', 'Nov. 22, 2025'],
    ['MMMM yyyy', formatMonthYear, 'November 2025', 'November 2025'],
    ['MM/DD/YYYY', formatUsDate, '11/05/2025', '11/22/2025'],
  ] as const)('%s', (_pattern, format, fromMorning, fromEvening) => {
    expect(format(morning)).toBe(fromMorning)
    expect(format(evening)).toBe(fromEvening)
  })

  it('writes midnight and noon on the 12-hour clock', () => {
    expect(formatTime12Compact('2025-01-01T00:00')).toBe('12:00am')
    expect(formatTime12Compact('2025-01-01T12:00')).toBe('12:00pm')
    expect(formatMonthDayTime('2025-05-01T00:15')).toBe('May. 1, 12:15 AM')
  })

  it('pads early years to four digits', () => {
    expect(formatYear('0987-03-04')).toBe('0987')
    expect(formatDayMonthYear('0987-03-04')).toBe('04 March 0987')
  })
})

describe('inputs and time zones', () => {
  it('shows instants in UTC unless told otherwise', () => {
    expect(formatIsoDateTime('2025-11-22T23:30:00Z')).toBe('2025-11-22T23:30:00')
    expect(formatIsoDateTime('2025-11-22T23:30:00-05:00')).toBe('2025-11-23T04:30:00')
    expect(formatIsoDateTime(Date.UTC(2025, 10, 22, 23, 30))).toBe('2025-11-22T23:30:00')
    expect(formatIsoDateTime(Temporal.Instant.from('2025-11-22T23:30:00Z'), { timeZone: 'Asia/Tokyo' })).toBe('2025-11-23T08:30:00')
  })

  it('keeps wall-clock values as they are', () => {
    expect(formatTime24('2025-11-22T09:05', { timeZone: 'America/New_York' })).toBe('09:05')
    expect(formatIsoDateTime(Temporal.PlainDate.from('2025-11-22'))).toBe('2025-11-22T00:00:00')
    expect(formatIsoDate('2025-11-22')).toBe('2025-11-22')
  })

  it('keeps a zoned value in its own zone unless one is given', () => {
    const zoned = Temporal.ZonedDateTime.from('2025-11-22T09:05:00-08:00[America/Los_Angeles]')
    expect(formatTime24(zoned)).toBe('09:05')
    expect(formatTime24(zoned, { timeZone: 'UTC' })).toBe('17:05')
    expect(formatTime24('2025-11-22T09:05:00[Europe/Paris]')).toBe('09:05')
  })

  it('follows the clocks across the spring daylight saving change in New York', () => {
    const zone = { timeZone: 'America/New_York' }
    // Clocks jump from 02:00 EST to 03:00 EDT at 07:00 UTC on 9 March 2025.
    expect(formatMonthDayTime('2025-03-09T06:59:00Z', zone)).toBe('Mar. 9, 1:59 AM')
    expect(formatMonthDayTime('2025-03-09T07:00:00Z', zone)).toBe('Mar. 9, 3:00 AM')
    expect(formatIsoDateTime('2025-03-09T07:30:00Z', zone)).toBe('2025-03-09T03:30:00')
  })

  it('follows the clocks across the autumn change in London', () => {
    const zone = { timeZone: 'Europe/London' }
    // 01:30 happens twice on 26 October 2025: first in BST, then in GMT.
    expect(formatTime24('2025-10-26T00:30:00Z', zone)).toBe('01:30')
    expect(formatTime24('2025-10-26T01:30:00Z', zone)).toBe('01:30')
    expect(formatTime24('2025-10-26T02:30:00Z', zone)).toBe('02:30')
  })

  it.each([null, undefined, '', 'garbage', '2025-02-30', '2025-13-01', Number.NaN, new Date('nope'), 8.64e15 + 1])(
    "shows 'Invalid Date' for %j",
    (input) => {
      for (const format of [formatIsoDateTime, formatTime24, formatIsoDate, formatDayMonthYear, formatTime12Compact, formatMonthDayTime, formatYear, formatMonthDayYear, formatMonthYear, formatUsDate]) {
        expect(format(input)).toBe('Invalid Date')
      }
    },
  )

  it("shows 'Invalid Date' for an unknown time zone", () => {
    expect(formatTime24(evening, { timeZone: 'Mars/Olympus_Mons' })).toBe('Invalid Date')
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
