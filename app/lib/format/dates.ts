// Dates and times from any input the app meets (§R9 formats: default time zone UTC, 'Invalid Date'),
// built from Temporal values and Intl names (never by cutting strings). What an input means:
// - an instant (a Date, epoch milliseconds, a Temporal.Instant, or an ISO string with `Z` or an offset)
//   is shown as the wall-clock time in `timeZone` (UTC unless given);
// - a wall-clock value (a Temporal.PlainDate/PlainDateTime, or an ISO string without offset such as the
//   platform's local pick-up times) is shown as it is, whatever `timeZone` says: it is already local;
// - a Temporal.ZonedDateTime (or an ISO string with a `[Zone]` annotation) keeps its own zone unless
//   `timeZone` is given.
// Anything that is not a valid date, including null and undefined, is shown as 'Invalid Date'.
import { Temporal } from 'temporal-polyfill'
import { defaultTimeZone, invalidDate } from './defaults'

export type DateInput =
  | string
  | number
  | Date
  | Temporal.Instant
  | Temporal.ZonedDateTime
  | Temporal.PlainDateTime
  | Temporal.PlainDate
  | null
  | undefined

export type DateFormatOptions = { timeZone?: string }

function fromInstant(instant: Temporal.Instant, timeZone: string | undefined) {
  return instant.toZonedDateTimeISO(timeZone ?? defaultTimeZone).toPlainDateTime()
}

function fromZoned(zoned: Temporal.ZonedDateTime, timeZone: string | undefined) {
  return (timeZone ? zoned.withTimeZone(timeZone) : zoned).toPlainDateTime()
}

function parseString(text: string, timeZone: string | undefined): Temporal.PlainDateTime {
  const trimmed = text.trim()
  if (trimmed.includes('[')) return fromZoned(Temporal.ZonedDateTime.from(trimmed), timeZone)
  try {
    return fromInstant(Temporal.Instant.from(trimmed), timeZone)
  } catch {
    // No offset: a local date or date-time.
    return Temporal.PlainDateTime.from(trimmed)
  }
}

function convert(input: Exclude<DateInput, null | undefined>, timeZone: string | undefined): Temporal.PlainDateTime {
  if (typeof input === 'string') return parseString(input, timeZone)
  if (typeof input === 'number') return fromInstant(Temporal.Instant.fromEpochMilliseconds(input), timeZone)
  if (input instanceof Date) return fromInstant(Temporal.Instant.fromEpochMilliseconds(input.getTime()), timeZone)
  if (input instanceof Temporal.Instant) return fromInstant(input, timeZone)
  if (input instanceof Temporal.ZonedDateTime) return fromZoned(input, timeZone)
  if (input instanceof Temporal.PlainDateTime) return input
  return input.toPlainDateTime()
}

/** The wall-clock date and time an input stands for (see the top of this file), or undefined when it is not a date. */
export function toPlainDateTime(input: DateInput, options: DateFormatOptions = {}): Temporal.PlainDateTime | undefined {
  if (input === null || input === undefined) return undefined
  try {
    return convert(input, options.timeZone)
  } catch {
    // Unparseable text, an Invalid Date, NaN, an out-of-range value or an unknown time zone.
    return undefined
  }
}

/** The calendar date an input falls on, or undefined when it is not a date. */
export function toPlainDate(input: DateInput, options: DateFormatOptions = {}): Temporal.PlainDate | undefined {
  return toPlainDateTime(input, options)?.toPlainDate()
}

const clock12 = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hourCycle: 'h12', timeZone: 'UTC' })

/** Hour (1–12), minute (00–59) and day period (AM/PM) of a wall-clock time, from Intl. */
function clock12Parts(time: Temporal.PlainDateTime) {
  const parts = clock12.formatToParts(Date.UTC(2000, 0, 1, time.hour, time.minute))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? ''
  return { hour: part('hour'), minute: part('minute'), dayPeriod: part('dayPeriod') }
}

/**
 * h:mm a, e.g. 9:05 AM: the titles of the time options (app/lib/options/time-options.ts). What screens
 * show goes through the visitor's locale (./stay-date.ts, docs/decisions/080); the other fixed patterns
 * of §R9 are left out (docs/decisions/086).
 */
export function formatTime12(input: DateInput, options?: DateFormatOptions) {
  const value = toPlainDateTime(input, options)
  if (!value) return invalidDate
  const { hour, minute, dayPeriod } = clock12Parts(value)
  return `${hour}:${minute} ${dayPeriod}`
}

/**
 * Nights of a stay: calendar days from check-in to check-out (so a day of 23 or 25 hours at a daylight
 * saving change is still one night). Undefined when a date is invalid or check-out is before check-in.
 */
export function nightsBetween(checkIn: DateInput, checkOut: DateInput, options?: DateFormatOptions): number | undefined {
  const start = toPlainDate(checkIn, options)
  const end = toPlainDate(checkOut, options)
  if (!start || !end) return undefined
  const nights = start.until(end, { largestUnit: 'day' }).days
  return nights >= 0 ? nights : undefined
}
