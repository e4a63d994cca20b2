// The simulator's clock: one instant, real or fixed by a test, read on each venue's own clocks
// (docs/decisions/111). `today()` is the UTC date, for horizons ("up to 365 days ahead") only; whether
// a date or time has passed is always asked of the venue's clock (`venueClock`).
import { flightOnSale, venueNow, type VenueClock } from '@contracts/domain/venue-time'
import { currentCall } from './http/call-context'

let fixedNow: number | undefined
let fixedToday: string | undefined

/** The instant now, in epoch milliseconds: a test's, a sandbox call's `clock:` scenario's, or the real one. */
export function now(): number {
  return fixedNow ?? currentCall()?.now ?? Date.now()
}

export function today() {
  return fixedToday ?? new Date(now()).toISOString().slice(0, 10)
}

/** Fixes the instant (an ISO instant such as 2027-03-13T14:00:00Z), or frees it with undefined. */
export function setNowForTests(instant: string | undefined) {
  fixedNow = instant === undefined ? undefined : Date.parse(instant)
  fixedToday = undefined
}

/** Fixes only a date: every venue is then at that date's midnight (tests written before zones). */
export function setTodayForTests(value: string | undefined) {
  fixedToday = value
  fixedNow = undefined
}

/**
 * The date and time now at a venue. `today` is what the caller was handed: the clock's own `today()`
 * reads the venue's clocks; any other date (a test's, or a fixed date) counts as that date's midnight.
 */
export function venueClock(timeZone: string, today: string): VenueClock {
  return readsClock(today) ? venueNow(timeZone, now()) : { date: today, time: '00:00' }
}

function readsClock(today: string) {
  return fixedToday === undefined && today === new Date(now()).toISOString().slice(0, 10)
}

/** Whether a flight leaving at `departure` (its airport's local time) is still sold: see `flightOnSale`. */
export function flightSellable(segment: { departure: string; from: { timeZone: string } }, today: string) {
  return readsClock(today) ? flightOnSale(segment.departure, segment.from.timeZone, now()) : segment.departure.slice(0, 10) >= today
}

/** A venue's today, as `venueClock` reads it. */
export function venueDay(timeZone: string, today: string): string {
  return venueClock(timeZone, today).date
}

/**
 * "2026-11-28T20:31 in Honolulu": the venue's local time, as refusals name it, as a local date-time that each
 * reader writes in its own locale (the site: "Sat, Nov 28, 2026, 8:31 PM in Honolulu"; issue 36), as every
 * date and time the platform writes.
 */
export function venueTimeText(clock: VenueClock, place: string) {
  return `${clock.date}T${clock.time} in ${place}`
}

/** The venue's clock with the place's name, for checks that refuse a passed date in its words. */
export type VenueNow = VenueClock & { place: string }

export function venueAt(timeZone: string, today: string, place: string): VenueNow {
  return { ...venueClock(timeZone, today), place }
}
