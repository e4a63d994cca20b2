// The venue's clock (docs/decisions/111): "now" and "today" where an offer takes place, by its IANA
// time zone (for a flight, the departure airport's), the flight sales cut-off, and whether a
// free-cancellation last day (venue time) is still open. One source for the simulator, the server and
// the pages; plain Intl, so it costs a page nothing.

/** A wall-clock moment at a place: its date (YYYY-MM-DD) and time (HH:mm). */
export type VenueClock = { date: string; time: string }

/** Flights are sold until this many minutes before departure (check-in and boarding need the rest). */
export const flightSalesCutOffMinutes = 60

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string) {
  try {
    formatterFor(timeZone)
    return true
  } catch {
    return false
  }
}

// Answers per zone and UTC minute. Every zone's offset is a whole number of minutes since 1972 (Monrovia's -0:44:30
// was the last that was not) and changes only on a minute's boundary, so a zone's clocks read the same for a whole
// UTC minute: formatToParts, once per render and once per flight searched, runs once a minute per zone (issue 40).
const wholeMinuteOffsetsSince = Date.UTC(1973, 0, 1)
const clocks = new Map<string, VenueClock>()
const maxClocks = 1_000

/** The date and time on the clocks of `timeZone` at the instant `now` (epoch milliseconds). */
export function venueNow(timeZone: string, now: number = Date.now()): VenueClock {
  if (now < wholeMinuteOffsetsSince) return clockAt(timeZone, now)
  const key = `${timeZone} ${Math.floor(now / 60_000)}`
  let clock = clocks.get(key)
  if (!clock) {
    clock = clockAt(timeZone, now)
    if (clocks.size >= maxClocks) clocks.clear()
    clocks.set(key, clock)
  }
  return { ...clock }
}

function clockAt(timeZone: string, now: number): VenueClock {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(now))
      .map((part) => [part.type, part.value]),
  )
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` }
}

/**
 * The instant (epoch milliseconds) a wall-clock moment (YYYY-MM-DDTHH:mm) happens in `timeZone`, as Temporal's
 * 'compatible' disambiguation takes it (issue 37): a time the autumn change repeats is its first pass (the earlier
 * instant, still on summer time); a time the spring change skips is moved forward by the gap (01:30 in London on
 * 28 Mar 2027 is 02:30 summer time), the offset in force before the change applied to it.
 */
export function venueInstant(local: string, timeZone: string): number {
  const wall = Date.parse(`${local.slice(0, 16)}:00Z`)
  const offsetAt = (instant: number) => {
    const clock = venueNow(timeZone, instant)
    return Date.parse(`${clock.date}T${clock.time}:00Z`) - Math.floor(instant / 60_000) * 60_000
  }
  // The offsets a day either side: no zone changes its clocks twice within two days.
  const before = offsetAt(wall - 86_400_000)
  const after = offsetAt(wall + 86_400_000)
  const readsWall = (instant: number) => instant + offsetAt(instant) === wall
  const candidates = [wall - before, wall - after].filter(readsWall).sort((a, b) => a - b)
  return candidates[0] ?? wall - before
}

/**
 * The wall-clock moment (YYYY-MM-DDTHH:mm) in `timeZone` that is `hours` of elapsed time before a local date and time
 * there: across a clock change "24 hours before" a start is 23 or 25 hours on the wall (issue 37, durations in elapsed time).
 */
export function venueHoursBefore(date: string, time: string, hours: number, timeZone: string): string {
  const clock = venueNow(timeZone, venueInstant(`${date}T${time}`, timeZone) - hours * 3_600_000)
  return `${clock.date}T${clock.time}`
}

/** Today's date in `timeZone` at the instant `now`. */
export function venueToday(timeZone: string, now: number = Date.now()): string {
  return venueNow(timeZone, now).date
}

/**
 * Whether a flight leaving at `departure` (local time at its airport, YYYY-MM-DDTHH:mm…) is still
 * sold at the instant `now`: it leaves later than the cut-off from now, on its airport's clocks.
 */
export function flightOnSale(departure: string, timeZone: string, now: number = Date.now()): boolean {
  const cutOff = venueNow(timeZone, now + flightSalesCutOffMinutes * 60_000)
  return departure.slice(0, 16) > `${cutOff.date}T${cutOff.time}`
}

/**
 * Whether free cancellation is still open: `lastDay` is the last day (venue time) a rate or booking
 * can be cancelled free of charge, or null when it never could. The one rule behind every badge,
 * filter, rate card, checkout line and reservation.
 */
export function freeCancellationOpen(lastDay: string | null | undefined, today: string): boolean {
  return Boolean(lastDay) && today <= (lastDay as string)
}

/**
 * The words of a day deadline, the same on every screen and line (hotel rates, car rentals): free cancellation
 * lasts to the end of `lastDay` on the clocks of `timeZone`, so "until the end of Sun, Dec 13, 2026 (Paris time)"
 * once the visitor's dates are applied (issue 36: the cancel page said "until" where the others said "until the end of").
 * The clock is named by its zone, as every time of the place is (issue 36: a San Francisco rental's deadline said
 * "San Francisco time" beside a pick-up at "Los Angeles time").
 */
export function freeUntilEndOf(lastDay: string, timeZone: string): string {
  return `Free cancellation until the end of ${lastDay} (${venueClockName(timeZone)} time)`
}

/**
 * The place a venue's clock is named by, from its IANA zone: "Europe/Paris" → "Paris", "America/New_York" →
 * "New York", "America/Argentina/Buenos_Aires" → "Buenos Aires". A deadline "(Paris time)" says whose clock
 * decides it in words a traveller reads without knowing zone abbreviations (issue 37: deadlines in the venue's time).
 */
export function venueClockName(timeZone: string): string {
  const place = timeZone.split('/').at(-1) ?? timeZone
  return place.replace(/_/g, ' ')
}

/** A day or a time on a venue's clock, named as the pages name it ('instant.day-in-zone'): "7:30 PM (Honolulu time)". */
export const onVenueClock = (when: string, timeZone: string) => `${when} (${venueClockName(timeZone)} time)`

/** An instant as RFC 3339 on the clocks of `timeZone`, with their UTC offset: `2027-03-11T00:00:00+01:00`. */
export function venueDateTime(instant: number, timeZone: string): string {
  const clock = venueNow(timeZone, instant)
  const offsetMinutes = Math.round((Date.parse(`${clock.date}T${clock.time}:00Z`) - Math.floor(instant / 60_000) * 60_000) / 60_000)
  const sign = offsetMinutes < 0 ? '-' : '+'
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0')
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0')
  return `${clock.date}T${clock.time}:00${sign}${hours}:${minutes}`
}

/**
 * When free cancellation ends, in one form on every line (issue 41): the instant, as RFC 3339 at the venue's UTC
 * offset. A line's deadline is a last day (hotels, cars: free to the end of that day, so it ends at the next
 * midnight there) or a local moment (YYYY-MM-DDTHH:mm: tours, dining); null stays null (none, or passed).
 */
export function freeCancellationEnd(deadline: string | null, timeZone: string): string | null {
  if (!deadline) return null
  const local = deadline.length === 10 ? `${new Date(Date.parse(`${deadline}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)}T00:00` : deadline
  return venueDateTime(venueInstant(local, timeZone), timeZone)
}
