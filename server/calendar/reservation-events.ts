// What every line's calendar events share (§R2 "add to calendar"; each line's events are in its
// server/lines/<line>-line.ts): a booking's status and cancellation terms, times at a place, the file's words.
// Times at a known place are written in UTC (exact, and shown in the reader's zone by every
// calendar); a car location without a time zone (reservations made before locations had one) falls
// back to floating local times. Only what the reservation page itself shows goes in, never card data.
import { Temporal } from 'temporal-polyfill'
import { clockWords, dayAndClockWords, dayWords } from '@contracts/domain/time-words'
import { onVenueClock } from '@contracts/domain/venue-time'
import type { CalendarTime } from './icalendar'

type Status = 'CONFIRMED' | 'CANCELLED'
export const statusOf = (reservation: { status: string }): Status => (reservation.status === 'CANCELLED' ? 'CANCELLED' : 'CONFIRMED')
/** A booking's cancellation terms, said while it stands: a cancelled one's event offers no deadline or fee (issue 36). */
export const termsWhileBooked = (reservation: { status: string }, terms: string) => (statusOf(reservation) === 'CANCELLED' ? [] : [terms])

type PolicyTerms = {
  refundable: boolean
  cancellable?: boolean
  chargedToCard?: boolean
  freeCancellationUntil?: string | null
  freeCancellationEndsAt?: string | null
  penaltyAfterDeadline: { amount: number; currency: string }
}

const amount = ({ amount: minor, currency }: PolicyTerms['penaltyAfterDeadline']) => new Intl.NumberFormat(calendarLocale, { style: 'currency', currency }).format(minor / 100)

/**
 * A policy's terms in the file's words, from its fields as the pages state them (app/i18n/messages/en-us/cancellation-terms.ts,
 * hotel-rates.ts), never the platform's English description (decision 162): a last free day ends at the next midnight
 * on the venue's clock (`freeCancellationEndsAt` at 00:00), a moment is that moment.
 */
export function policyTerms(policy: PolicyTerms, timeZone: string | undefined, nonRefundable = 'Non-refundable: canceling gives nothing back.'): string {
  if (policy.cancellable === false) return "Non-refundable: this booking can't be canceled or changed."
  if (!policy.refundable && policy.cancellable !== true) return nonRefundable
  const penalty = amount(policy.penaltyAfterDeadline)
  const card = policy.chargedToCard === true
  const local = policy.freeCancellationEndsAt?.slice(0, 16) ?? policy.freeCancellationUntil ?? null
  if (!local) return card ? `The free cancellation period has passed; canceling now charges a late fee of ${penalty} to your card.` : `The free cancellation period has passed; canceling now costs ${penalty}.`
  const [date = '', time] = local.split('T')
  const lastDay = time === undefined ? date : policy.freeCancellationEndsAt && time === '00:00' ? Temporal.PlainDate.from(date).subtract({ days: 1 }).toString() : null
  const deadline = onClockOf(lastDay ? `the end of ${dayWords(lastDay, calendarLocale)}` : dayAndClockWords(date, time, calendarLocale), timeZone)
  return card ? `Free cancellation until ${deadline}; after that, or for a no-show, a late fee of ${penalty} is charged to your card.` : `Free cancellation until ${deadline}; after that, canceling costs ${penalty}.`
}

/**
 * The file's words are the site's default locale's (§R9: en-US): days and times as a traveller reads them on the
 * pages, from the same formatter, never as ISO ("14:00", "2026-12-13T10:00"; issue 36), and whose clock they are on.
 */
export const calendarLocale = 'en-US'
export const clock = (time: string) => clockWords(time, calendarLocale)
/** A time (or a day and time) on a venue's clock: "7:30 PM (Honolulu time)"; "local time" where the zone is not known. */
export const onClockOf = (when: string, timeZone: string | undefined) => (timeZone ? onVenueClock(when, timeZone) : `${when} local time`)

/** A local date and time at a place: UTC when the place's IANA zone is known, else floating. */
export function localTime(date: string, time: string, timeZone: string | undefined): CalendarTime {
  const local = `${date}T${time}`
  if (!timeZone) return { floating: local }
  // 'compatible': a time skipped by a clock change moves forward, a repeated one takes the earlier.
  const instant = Temporal.PlainDateTime.from(local).toZonedDateTime(timeZone, { disambiguation: 'compatible' }).toInstant()
  return { utc: new Date(instant.epochMilliseconds) }
}

/** `time` plus some minutes, in the same form. */
export function later(time: CalendarTime, minutes: number): CalendarTime {
  if ('utc' in time) return { utc: new Date(time.utc.getTime() + minutes * 60_000) }
  if ('floating' in time) return { floating: Temporal.PlainDateTime.from(time.floating).add({ minutes }).toString({ smallestUnit: 'second' }) }
  return time
}

/** A name and its address, the name once: an address that already starts with it is enough. */
export const placeName = (name: string, address: string) => (address.startsWith(name) ? address : `${name}, ${address}`)
