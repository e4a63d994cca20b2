// §R9 formats: a trip's calendar date in words, without the Temporal polyfill on first load.
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { formatInstantDayIn, inVenueTime, useInstantDay } from '~/lib/format/instant-day'
import { formatInstantDay, formatStayDate } from '~/lib/format/stay-date'

describe('formatStayDate', () => {
  it('writes an ISO date with its weekday, whatever the machine time zone', () => {
    expect(formatStayDate('2026-12-23')).toBe('Wed, Dec 23, 2026')
    expect(formatStayDate('2027-01-01')).toBe('Fri, Jan 1, 2027')
  })

  it("answers 'Invalid Date' for anything that is not a real calendar date", () => {
    expect(formatStayDate('2026-02-30')).toBe('Invalid Date')
    expect(formatStayDate('2026-13-01')).toBe('Invalid Date')
    expect(formatStayDate('23/12/2026')).toBe('Invalid Date')
    expect(formatStayDate(undefined)).toBe('Invalid Date')
  })
})

describe('formatInstantDay', () => {
  it("writes an instant's day on the clocks of the zone given (docs/decisions/141), UTC when none", () => {
    // 23:30 UTC on 23 Dec: already the 24th in Auckland, still the 23rd in Honolulu; London in summer is an hour ahead.
    expect(formatInstantDay('2026-12-23T23:30:00.000Z', 'en-US', 'Pacific/Auckland')).toBe('Thu, Dec 24, 2026')
    expect(formatInstantDay('2026-12-24T09:30:00.000Z', 'en-US', 'Pacific/Honolulu')).toBe('Wed, Dec 23, 2026')
    expect(formatInstantDay('2027-07-15T23:30:00.000Z', 'en-GB', 'Europe/London')).toBe('Fri, 16 Jul 2027')
    // The last night of summer time: 23:30 UTC on Sat 30 Oct is 00:30 on Sunday in London.
    expect(formatInstantDay('2027-10-30T23:30:00.000Z', 'en-GB', 'Europe/London')).toBe('Sun, 31 Oct 2027')
    expect(formatInstantDay('2026-12-23T23:30:00.000Z', 'en-US', 'Not/A_Zone')).toBe('Wed, Dec 23, 2026')
  })

  it("names whose clock the day is on, and a page rendered on the server takes the venue's", () => {
    expect(formatInstantDayIn('2026-12-23T23:30:00.000Z', 'Pacific/Auckland', 'en-US')).toBe('Thu, Dec 24, 2026 (Auckland time)')
    expect(formatInstantDayIn('2026-12-23T23:30:00.000Z', 'America/New_York', 'en-GB')).toBe('Wed, 23 Dec 2026 (New York time)')
    const Day = ({ zone }: { zone?: string }) => createElement('p', null, useInstantDay('2026-12-24T09:30:00.000Z', zone))
    expect(renderToString(createElement(Day, { zone: 'Pacific/Honolulu' }))).toBe('<p>Wed, Dec 23, 2026 (Honolulu time)</p>')
    expect(renderToString(createElement(Day))).toBe('<p>Thu, Dec 24, 2026 (UTC time)</p>')
  })

  it("names a venue's wall-clock moment by its place, in both locales, and leaves one without a zone as it is (issue 37)", () => {
    expect(inVenueTime('Fri, Jan 15, 2027, 7:00 PM', 'Pacific/Honolulu', 'en-US')).toBe('Fri, Jan 15, 2027, 7:00 PM (Honolulu time)')
    expect(inVenueTime('Fri, 15 Jan 2027, 19:00', 'America/Argentina/Buenos_Aires', 'en-GB')).toBe('Fri, 15 Jan 2027, 19:00 (Buenos Aires time)')
    expect(inVenueTime('Fri, Jan 15, 2027, 7:00 PM', undefined, 'en-US')).toBe('Fri, Jan 15, 2027, 7:00 PM')
  })

  it('writes the UTC day of an instant, and Invalid Date for a failed one', () => {
    expect(formatInstantDay('2026-12-23T23:30:00.000Z')).toBe('Wed, Dec 23, 2026')
    expect(formatInstantDay('2026-12-24T00:10:00+02:00')).toBe('Wed, Dec 23, 2026')
    expect(formatInstantDay('yesterday')).toBe('Invalid Date')
    expect(formatInstantDay(null)).toBe('Invalid Date')
  })
})
