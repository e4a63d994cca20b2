// §R9 formats and locales (en-US default, en-GB): every date, time, count and price a screen
// shows, in the visitor's locale; messages and prices follow the visitor's settings of the render.
import { afterEach, describe, expect, it } from 'vitest'
import { t } from '~/i18n'
import type { Locale } from '~/i18n/locales'
import { tripsText } from '~/i18n/plain/trips'
import { formatPoints, formatPriceShort } from '~/lib/format/money'
import { formatClock, formatCount, formatDayAndClock, formatInstantDay, formatLongDate, formatMonthOfYear, formatShortDay, formatStayDate, withVisitorDates } from '~/lib/format/stay-date'
import { initialVisitorSettings, readVisitorSettingsFrom, visitorLocale, type VisitorSettings } from '~/lib/format/visitor-settings'

const nbsp = '\u00a0'

describe('dates and times by locale', () => {
  // A day month first in en-US and day first in en-GB; times on a 12-hour clock in en-US (h:mm a) and a 24-hour clock in en-GB (HH:mm).
  it.each([
    ['a stay day', (locale: Locale) => formatStayDate('2026-12-23', locale), 'Wed, Dec 23, 2026', 'Wed, 23 Dec 2026'],
    ['a short day', (locale: Locale) => formatShortDay('2027-03-12T07:05:00', locale), 'Fri, Mar 12', 'Fri 12 Mar'],
    ['a long date', (locale: Locale) => formatLongDate('2026-12-23', locale), 'December 23, 2026', '23 December 2026'],
    ['an afternoon time', (locale: Locale) => formatClock('14:30', locale), '2:30 PM', '14:30'],
    ['a morning time', (locale: Locale) => formatClock('07:05', locale), '7:05 AM', '07:05'],
    ['a day and time', (locale: Locale) => formatDayAndClock('2026-12-23', '19:30', locale), 'Wed, Dec 23, 2026, 7:30 PM', 'Wed, 23 Dec 2026, 19:30'],
  ])('writes %s as en-US and en-GB write it', (_what, format, enUS, enGB) => {
    expect(format('en-US')).toBe(enUS)
    expect(format('en-GB')).toBe(enGB)
  })

  it('writes a month of a year, and the clock of a local date-time', () => {
    expect(formatMonthOfYear('2026-12-23', 'en-GB')).toBe('December 2026')
    expect(formatClock('2027-03-12T00:15:00', 'en-GB')).toBe('00:15')
  })

  it('reads the day of a local date-time and of an instant (at UTC) alike', () => {
    expect(formatStayDate('2027-03-22T23:30:00', 'en-GB')).toBe('Mon, 22 Mar 2027')
    expect(formatInstantDay('2026-12-24T00:10:00+02:00', 'en-GB')).toBe('Wed, 23 Dec 2026')
  })

  it("answers 'Invalid Date' for what is not a date or a time, never the input", () => {
    expect(formatStayDate('2026-02-30', 'en-GB')).toBe('Invalid Date')
    expect(formatShortDay('soon', 'en-GB')).toBe('Invalid Date')
    expect(formatClock('25:00', 'en-GB')).toBe('Invalid Date')
    expect(formatClock(undefined, 'en-US')).toBe('Invalid Date')
  })

  it("writes the ISO dates inside the platform's own texts as the visitor's days", () => {
    expect(withVisitorDates('Free cancellation until 2027-01-26: you get everything back.', 'en-GB')).toBe('Free cancellation until Tue, 26 Jan 2027: you get everything back.')
    expect(withVisitorDates('Free cancellation until 2027-01-26.', 'en-US')).toBe('Free cancellation until Tue, Jan 26, 2027.')
    expect(withVisitorDates('Order 2027-13-45 stays', 'en-GB')).toBe('Order 2027-13-45 stays')
  })

  // Issue 36, fourth pass item 5: a tour's deadline read "10:00 Paris time on Tue, Dec 8" beside its start at "10:00 AM".
  it('writes a local date-time inside those texts as the day and clock every time on the site reads', () => {
    const deadline = 'Free cancellation until 2026-12-08T10:00 (Paris time), 24 hours before the start.'
    expect(withVisitorDates(deadline, 'en-US')).toBe('Free cancellation until Tue, Dec 8, 2026, 10:00 AM (Paris time), 24 hours before the start.')
    expect(withVisitorDates(deadline, 'en-GB')).toBe('Free cancellation until Tue, 8 Dec 2026, 10:00 (Paris time), 24 hours before the start.')
    expect(withVisitorDates('until 2026-12-08T25:00 (Paris time)', 'en-US')).toBe('until 2026-12-08T25:00 (Paris time)')
  })

  // Issue 36: the platform's refusals said "19:00" and "Sat 28 Nov 2026, 20:31" beside the site's "7:00 PM".
  it('writes the clock times alone inside those texts as the visitor\'s clock, and a moment as its day and clock', () => {
    const note = 'Le Comptoir has no seating within 90 minutes of 19:00. It seats guests from 12:00 to 22:30.'
    expect(withVisitorDates(note, 'en-US')).toMatch(/^Le Comptoir has no seating within 90 minutes of 7:00\sPM\. It seats guests from 12:00\sPM to 10:30\sPM\.$/)
    expect(withVisitorDates(note, 'en-GB')).toBe(note)
    expect(withVisitorDates('Open 08:00–24:00', 'en-US')).toMatch(/^Open 8:00\sAM–12:00\sAM$/)
    expect(withVisitorDates('Check-in cannot be in the past: it is 2026-11-28T20:31 in Honolulu.', 'en-US')).toMatch(/^Check-in cannot be in the past: it is Sat, Nov 28, 2026, 8:31\sPM in Honolulu\.$/)
    expect(withVisitorDates('Flight RA3511 on 2026-12-08T10:00:00, gate 12:5, room 1234:56', 'en-GB')).toBe('Flight RA3511 on Tue, 8 Dec 2026, 10:00:00, gate 12:5, room 1234:56')
  })

  it('groups counts by the locale', () => {
    expect(formatCount(1_234_567, 'en-US')).toBe('1,234,567')
    expect(formatCount(1_234_567, 'en-GB')).toBe('1,234,567')
    expect(formatCount(Number.NaN, 'en-GB')).toBe('')
  })
})

describe("the visitor's settings", () => {
  afterEach(() => readVisitorSettingsFrom(() => undefined))

  const visitor = (settings: Partial<VisitorSettings>) => {
    const current = { ...initialVisitorSettings('en-GB'), ...settings }
    readVisitorSettingsFrom(() => current)
  }

  it('default to en-US, the site default currency and symbols', () => {
    expect(visitorLocale()).toBe('en-US')
    expect(formatStayDate('2026-12-23')).toBe('Wed, Dec 23, 2026')
    expect(formatPriceShort(123_456)).toBe('$1,235')
    expect(tripsText('my.tab.cancelled')).toBe('Canceled')
  })

  it('give every formatter and message the render’s locale: en-GB dates, clocks and spelling', () => {
    visitor({ locale: 'en-GB' })
    expect(formatStayDate('2026-12-23')).toBe('Wed, 23 Dec 2026')
    expect(formatClock('19:30')).toBe('19:30')
    expect(tripsText('my.tab.cancelled')).toBe('Cancelled')
    expect(t('common:status.canceled')).toBe('Cancelled')
    expect(formatPoints(125_000)).toBe('125,000 points')
  })

  it("put prices without a currency of their own in the site's currency, as a code when the site config says so (§R3)", () => {
    visitor({ currency: 'EUR', showCurrencyCode: false })
    expect(formatPriceShort(123_456)).toBe('€1,235')
    visitor({ currency: 'EUR', showCurrencyCode: true })
    expect(formatPriceShort(123_456)).toBe(`EUR${nbsp}1,235`)
    expect(formatPriceShort(5_000, { currency: 'USD' })).toBe(`USD${nbsp}50`)
  })

  it('take an unknown locale as en-US', () => {
    expect(initialVisitorSettings('fr-FR').locale).toBe('en-US')
    expect(initialVisitorSettings('en_gb').locale).toBe('en-GB')
    expect(initialVisitorSettings(undefined).locale).toBe('en-US')
  })
})
