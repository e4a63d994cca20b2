// Calendar arithmetic of the search forms over ISO dates (yyyy-MM-dd, at UTC midnight so no time zone
// moves a day), light enough for first loads (no Temporal), the traveller's today (their own zone), and
// the dates a search without dates gets:
// docs/requirements.md has no default stay, so a destination alone searches two nights starting in two weeks
// (docs/decisions/079), shown and changeable on the results.
import { useSyncExternalStore } from 'react'
import { venueToday } from '@contracts/domain/venue-time'
import { earliestTimeZone, travellerTimeZone } from './format/visitor-settings'

export { earliestTimeZone, travellerTimeZone }

const dayMs = 86_400_000

export const defaultTrip = { leadDays: 14, nights: 2 } as const

/** Today's date for the traveller (their browser's zone, not UTC), as the search forms and date pickers take it. */
export function todayIso(now = new Date(), timeZone = travellerTimeZone()): string {
  return venueToday(timeZone, now.getTime())
}

const unchanging = () => () => {}

/**
 * The day a server render counts from: it has no traveller, so the earliest date anywhere. The render writes
 * it on the page's `<html data-render-day>` (app/routes/__root.tsx), and the browser's hydration reads it
 * there, so both render the same dates whatever the browser's clock and zone say (docs/decisions/133).
 */
export function renderDay(): string {
  const written = typeof document === 'undefined' ? undefined : document.documentElement.dataset.renderDay
  return written ?? todayIso(new Date(), earliestTimeZone)
}

/**
 * The traveller's today in a component: the server's render and the hydration take the render's day, then the
 * browser's own date replaces it, so a server in UTC never marks a wrong today and a hydration never differs.
 */
export function useTravellerToday(): string {
  return useSyncExternalStore(unchanging, todayIso, renderDay)
}

/**
 * The first date a search or booking at a venue may take: the venue's own today, on its clock (`timeZone`, for a flight
 * the departure airport's), which is what the platform judges "in the past" by (docs/decisions/111): a traveller in
 * Auckland may still book tonight in Honolulu, their yesterday. Where the form knows no venue yet, the traveller's today.
 */
export function bookableFromIso(timeZone?: string, now = new Date()): string {
  return timeZone ? venueToday(timeZone, now.getTime()) : todayIso(now)
}

/**
 * `bookableFromIso` in a component: the render and the hydration take the render's day (the earliest date anywhere, never
 * after a venue's today), then the venue's (or the traveller's) date replaces it, as `useTravellerToday` does.
 */
export function useBookableFrom(timeZone?: string): string {
  return useSyncExternalStore(unchanging, () => bookableFromIso(timeZone), renderDay)
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
