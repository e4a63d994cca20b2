// §R9 formats: a trip's calendar date in words, without the Temporal polyfill on first load.
import { describe, expect, it } from 'vitest'
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
  it('writes the UTC day of an instant, and Invalid Date for a failed one', () => {
    expect(formatInstantDay('2026-12-23T23:30:00.000Z')).toBe('Wed, Dec 23, 2026')
    expect(formatInstantDay('2026-12-24T00:10:00+02:00')).toBe('Wed, Dec 23, 2026')
    expect(formatInstantDay('yesterday')).toBe('Invalid Date')
    expect(formatInstantDay(null)).toBe('Invalid Date')
  })
})
