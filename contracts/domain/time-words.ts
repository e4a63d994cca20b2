// The dates and times a traveller reads, in their locale (§R9.16 locales: en-US "Wed, Dec 23, 2026" and 2:30 PM;
// en-GB day first, "Wed 23 Dec 2026", and 24-hour 14:30), for the pages (app/lib/format/stay-date.ts) and for what the
// server writes for travellers (calendar files, issue 36), so both read a day and a time in the same words. Built on the
// platform's Intl over the date at UTC midnight, so no time zone can move a day.

/** What a value that is not a date reads as (§R9 formats). */
export const invalidDate = 'Invalid Date'

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
function usesDayClock(locale: string) {
  const hourCycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle
  return hourCycle === 'h23' || hourCycle === 'h24'
}

const formatters = new Map<string, Intl.DateTimeFormat>()
/** `timeZone`: UTC for calendar dates (kept at UTC midnight); an instant's day is read in the zone given. */
export function formatter(style: Style, locale: string, timeZone = 'UTC') {
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

export function formatDate(style: Style, value: string | null | undefined, locale: string) {
  const date = calendarDate(value)
  return date ? formatter(style, locale).format(date) : invalidDate
}

/** A wall-clock time (HH:mm, or the time of a local date-time): "2:30 PM" (en-US), "14:30" (en-GB). */
export function clockWords(value: string | null | undefined, locale: string): string {
  const parts = clockTime.exec((value ?? '').replace(/^\d{4}-\d{2}-\d{2}T/, ''))
  const [hours, minutes] = [Number(parts?.[1]), Number(parts?.[2])]
  if (!parts || hours > 23 || minutes > 59) return invalidDate
  return formatter('clock', locale).format(Date.UTC(2000, 0, 1, hours, minutes))
}

/** An ISO calendar date (yyyy-MM-dd, or the day of a local date-time) in words with its weekday; 'Invalid Date' for anything else. */
export function dayWords(value: string | null | undefined, locale: string): string {
  return isoDateOrDateTime.test(value ?? '') ? formatDate('day', value, locale) : invalidDate
}

/** A day and a wall-clock time: "Wed, Dec 23, 2026, 2:30 PM" (en-US), "Wed 23 Dec 2026, 14:30" (en-GB). */
export function dayAndClockWords(date: string | null | undefined, time: string | null | undefined, locale: string): string {
  return `${dayWords(date, locale)}, ${clockWords(time, locale)}`
}

/**
 * Text the platform writes (a cancellation policy's or a quote's description) with its ISO dates and local date-times
 * written as the traveller's days and clock, the way every time on the site reads: "Free cancellation until
 * 2027-01-26" → "… until Tue, Jan 26, 2027"; "until 2026-12-08T10:00 (Paris time)" → "until Tue, Dec 8, 2026, 10:00 AM
 * (Paris time)"; a clock time alone ("within 90 minutes of 19:00") as the traveller's clock ("7:00 PM" in en-US).
 */
export function withDayWords(text: string, locale: string): string {
  return text.replace(/\b(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?\b|(?<![\d:T.])(\d{2}:\d{2})(?![\d:])/g, (whole, date: string | undefined, time: string | undefined, clock: string | undefined) => {
    // A clock time alone (a seating at 19:00, opening hours 08:00–24:00, where the end of the day is 24:00).
    const formatted = clock ? clockWords(clock === '24:00' ? '00:00' : clock, locale) : time ? dayAndClockWords(date, time, locale) : dayWords(date, locale)
    return formatted.includes(invalidDate) ? whole : formatted
  })
}
