// The dates, times and counts pages show, in the visitor's locale (§R9.16 locales: en-US
// "Wed, Dec 23, 2026" and 2:30 PM; en-GB day first, "Wed 23 Dec 2026", and 24-hour 14:30). Built on
// the platform's Intl over the date at UTC midnight, so no time zone can move a day, and without the
// Temporal polyfill of ./dates.ts (about 19 KB compressed), so every page's first load can use them.
// Screens format through here (or ./dates.ts, ./money.ts), never with an Intl formatter of their own.
import type { Locale } from '~/i18n/locales'
import { clockWords, dayAndClockWords, dayWords, formatDate, formatter, invalidDate, withDayWords } from '@contracts/domain/time-words'
import { visitorLocale } from './visitor-settings'

/**
 * The day of an instant (an ISO date-time such as a cancellation's) in words, on the clocks of `timeZone` (UTC
 * unless given; an IANA zone the runtime does not know falls back to UTC); 'Invalid Date' for anything else.
 * Pages show it through `useInstantDay` (./instant-day.ts), which names whose clock (docs/decisions/141).
 */
export function formatInstantDay(value: string | null | undefined, locale: Locale = visitorLocale(), timeZone = 'UTC'): string {
  const date = new Date(value ?? '')
  if (Number.isNaN(date.getTime())) return invalidDate
  try {
    return formatter('day', locale, timeZone).format(date)
  } catch {
    return formatter('day', locale).format(date)
  }
}

/** An ISO calendar date (yyyy-MM-dd, or the day of a local date-time) in words with its weekday; 'Invalid Date' for anything else. */
export function formatStayDate(value: string | null | undefined, locale: Locale = visitorLocale()): string {
  return dayWords(value, locale)
}

/** The day of an ISO date or local date-time without its year: "Wed, Dec 23" (en-US), "Wed 23 Dec" (en-GB). */
export function formatShortDay(value: string | null | undefined, locale: Locale = visitorLocale()): string {
  return formatDate('dayShort', value, locale)
}

/** An ISO date (or the date of a local date-time) in full: "December 23, 2026" (en-US), "23 December 2026" (en-GB). */
export function formatLongDate(value: string | null | undefined, locale: Locale = visitorLocale()): string {
  return formatDate('long', value, locale)
}

/** The month and year of an ISO date or date-time: "December 2026". */
export function formatMonthOfYear(value: string | null | undefined, locale: Locale = visitorLocale()): string {
  return formatDate('monthYear', value, locale)
}

/** A wall-clock time (HH:mm, or the time of a local date-time): "2:30 PM" (en-US), "14:30" (en-GB). */
export function formatClock(value: string | null | undefined, locale: Locale = visitorLocale()): string {
  return clockWords(value, locale)
}

/** A day and a wall-clock time: "Wed, Dec 23, 2026, 2:30 PM" (en-US), "Wed 23 Dec 2026, 14:30" (en-GB). */
export function formatDayAndClock(date: string | null | undefined, time: string | null | undefined, locale: Locale = visitorLocale()): string {
  return dayAndClockWords(date, time, locale)
}

// One formatter per locale: `toLocaleString` with options builds a new one on every call, which was
// 4 % of a rendered results page's server time (docs/decisions/095).
const countFormats = new Map<Locale, Intl.NumberFormat>()

/** A whole count with the locale's grouping: 1,234. */
export function formatCount(value: number, locale: Locale = visitorLocale()): string {
  if (!Number.isFinite(value)) return ''
  let format = countFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
    countFormats.set(locale, format)
  }
  return format.format(value)
}

/** Items joined as the locale writes a list: "a destination and a check-in date", "A, B, and C" (en-US), "A, B and C" (en-GB). */
export function formatList(items: readonly string[], locale: Locale = visitorLocale()): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items)
}

/**
 * Text the platform writes (a cancellation policy's or a quote's description) with its ISO dates and local
 * date-times written as the visitor's days and clock, the way every time on the site reads: "Free
 * cancellation until 2027-01-26" → "… until Tue, 26 Jan 2027"; "until 2026-12-08T10:00 (Paris time)" →
 * "until Tue, Dec 8, 2026, 10:00 AM (Paris time)" (issue 36, fourth pass item 5: "10:00 Paris time"
 * beside a start at "10:00 AM"); a clock time alone, such as a platform refusal's "no seating within 90 minutes of
 * 19:00", as the visitor's clock ("7:00 PM" in en-US; issue 36: 24-hour times beside the site's).
 */
export function withVisitorDates(text: string, locale: Locale = visitorLocale()): string {
  return withDayWords(text, locale)
}

