// A calendar date of a trip (check-in, pick-up, departure day), e.g. "Wed, Dec 23, 2026", for pages
// whose first load cannot carry the Temporal polyfill of ./dates.ts (about 19 KB compressed): the
// platform's Intl formatter over the date at UTC midnight, so no time zone can move it to another day.
import { invalidDate } from './defaults'

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/
const formatter = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

/** The day of an instant (an ISO date-time such as a cancellation's), in words at UTC; 'Invalid Date' for anything else. */
export function formatInstantDay(value: string | null | undefined): string {
  const date = new Date(value ?? '')
  return Number.isNaN(date.getTime()) ? invalidDate : formatter.format(date)
}

/** An ISO calendar date (yyyy-MM-dd) in words; 'Invalid Date' for anything else. */
export function formatStayDate(value: string | null | undefined): string {
  const parts = isoDate.exec(value ?? '')
  if (!parts) return invalidDate
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  // Date.UTC rolls an impossible date (2026-02-30, month 13) into the next month or year: such a date is invalid.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return invalidDate
  return formatter.format(date)
}
