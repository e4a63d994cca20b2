// The dates, times and counts pages show, in the visitor's locale (§R9.16 locales: en-US
// "Wed, Dec 23, 2026" and 2:30 PM; en-GB day first, "Wed 23 Dec 2026", and 24-hour 14:30). Built on
// the platform's Intl over the date at UTC midnight, so no time zone can move a day, and without the
// Temporal polyfill of ./dates.ts (about 19 KB compressed), so every page's first load can use them.
// Screens format through here (or ./dates.ts, ./money.ts), never with an Intl formatter of their own.
import type { Locale } from '~/i18n/locales'
import { invalidDate } from './defaults'
import { visitorLocale } from './visitor-settings'

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/
/** yyyy-MM-dd, alone or opening a local date-time (yyyy-MM-ddTHH:mm…). */
const isoDateOrDateTime = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?$/
const clockTime = /^(\d{1,2}):(\d{2})/

type Style = 'day' | 'dayShort' | 'long' | 'monthYear' | 'clock'
const styles: Record<Style, Intl.DateTimeFormatOptions> = {
  /** Wed, Dec 23, 2026 · Wed 23 Dec 2026 */
  day: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  /** Wed, Dec 23 · Wed 23 Dec */
  dayShort: { weekday: 'short', month: 'short', day: 'numeric' },
  /** December 23, 2026 · 23 December 2026 */
  long: { dateStyle: 'long' },
  /** December 2026 */
  monthYear: { month: 'long', year: 'numeric' },
  /** 2:30 PM · 14:30 (07:05) */
  clock: { hour: 'numeric', minute: '2-digit' },
}

/** Whether the locale's clock runs 00–23 (en-GB): then hours have two digits, HH:mm (§R9). */
function usesDayClock(locale: Locale) {
  const hourCycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle
  return hourCycle === 'h23' || hourCycle === 'h24'
}

const formatters = new Map<string, Intl.DateTimeFormat>()
/** `timeZone`: UTC for calendar dates (kept at UTC midnight); an instant's day is read in the zone given. */
function formatter(style: Style, locale: Locale, timeZone = 'UTC') {
  const key = `${style}|${locale}|${timeZone}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...styles[style], ...(style === 'clock' && usesDayClock(locale) ? { hour: '2-digit' } : {}), timeZone })
    formatters.set(key, format)
  }
  return format
}

/** An ISO calendar date (yyyy-MM-dd, or the date part of a local date-time) at UTC midnight, or undefined for an impossible one. */
function calendarDate(value: string | null | undefined): Date | undefined {
  const parts = isoDate.exec((value ?? '').slice(0, 10))
  if (!parts) return undefined
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  // Date.UTC rolls an impossible date (2026-02-30, month 13) into the next month or year: such a date is invalid.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined
  return date
}

function formatDate(style: Style, value: string | null | undefined, locale: Locale) {
  const date = calendarDate(value)
  return date ? formatter(style, locale).format(date) : invalidDate
}

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
  return isoDateOrDateTime.test(value ?? '') ? formatDate('day', value, locale) : invalidDate
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
  const parts = clockTime.exec((value ?? '').replace(/^\d{4}-\d{2}-\d{2}T/, ''))
  const [hours, minutes] = [Number(parts?.[1]), Number(parts?.[2])]
  if (!parts || hours > 23 || minutes > 59) return invalidDate
  return formatter('clock', locale).format(Date.UTC(2000, 0, 1, hours, minutes))
}

/** A day and a wall-clock time: "Wed, Dec 23, 2026, 2:30 PM" (en-US), "Wed 23 Dec 2026, 14:30" (en-GB). */
export function formatDayAndClock(date: string | null | undefined, time: string | null | undefined, locale: Locale = visitorLocale()): string {
  return `${formatStayDate(date, locale)}, ${formatClock(time, locale)}`
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
  return text.replace(/\b(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?\b|(?<![\d:T.])(\d{2}:\d{2})(?![\d:])/g, (whole, date: string | undefined, time: string | undefined, clock: string | undefined) => {
    // A clock time alone (a seating at 19:00, opening hours 08:00–24:00, where the end of the day is 24:00).
    const formatted = clock ? formatClock(clock === '24:00' ? '00:00' : clock, locale) : time ? formatDayAndClock(date, time, locale) : formatStayDate(date, locale)
    return formatted.includes(invalidDate) ? whole : formatted
  })
}

