// Calendar arithmetic of the search forms over ISO dates (yyyy-MM-dd, at UTC midnight so no time zone
// moves a day), light enough for first loads (no Temporal), and the dates a search without dates gets:
// SPEC.md has no default stay, so a destination alone searches two nights starting in two weeks
// (docs/decisions/079), shown and changeable on the results.
const dayMs = 86_400_000

export const defaultTrip = { leadDays: 14, nights: 2 } as const

/** Today's date at UTC, as the search forms compare dates. */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10)
}

/** The ISO date `days` after (or before, when negative) an ISO date. */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10)
}

/** Whole days from one ISO date to another (nights of a stay); negative when `end` comes first. */
export function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / dayMs)
}

/** The default trip from `today`: the start and end dates a search without dates gets. */
export function defaultTripDates(today = todayIso()): { start: string; end: string } {
  const start = addDays(today, defaultTrip.leadDays)
  return { start, end: addDays(start, defaultTrip.nights) }
}
