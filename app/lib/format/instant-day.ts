// The day of an instant (when a booking was cancelled, a flight exchanged, a key made) as a traveller reads it
// (docs/decisions/141): on their own clock, which only the browser knows, and named ("Wed, Dec 23, 2026
// (Auckland time)"). A server render has no traveller: it writes the day on the venue's clock where the page
// has one (the hotel's, the restaurant's, the rental desk's, the tour's, the airport's), else UTC, named too; the
// hydration reads the same, then the browser's zone replaces it, so a hydration never differs (decision 133's rule).
import { useSyncExternalStore } from 'react'
import { venueClockName } from '@contracts/domain/venue-time'
import { uiText } from '~/i18n/plain/ui'
import type { Locale } from '~/i18n/locales'
import { formatInstantDay } from './stay-date'
import { visitorLocale } from './visitor-settings'

const unchanging = () => () => {}

/** The traveller's zone in the browser; undefined on a server, which has no traveller. */
function browserTimeZone(): string | undefined {
  return typeof document === 'undefined' ? undefined : Intl.DateTimeFormat().resolvedOptions().timeZone
}

/** An instant's day on the clocks of `timeZone`, with whose they are: "Wed, Dec 23, 2026 (Paris time)". */
export function formatInstantDayIn(value: string | null | undefined, timeZone: string, locale: Locale = visitorLocale()): string {
  return uiText('instant.day-in-zone', { day: formatInstantDay(value, locale, timeZone), zone: venueClockName(timeZone) }, locale)
}

/** The zone a component reads instants' days in: the venue's (else UTC) on the server and at hydration, then the traveller's own. */
export function useInstantDayZone(venueTimeZone = 'UTC'): string {
  return useSyncExternalStore(unchanging, () => browserTimeZone() ?? venueTimeZone, () => venueTimeZone)
}

/** An instant's day in a component, named by whose clock (see `useInstantDayZone`). */
export function useInstantDay(value: string | null | undefined, venueTimeZone = 'UTC'): string {
  return formatInstantDayIn(value, useInstantDayZone(venueTimeZone))
}

/**
 * A venue's wall-clock date and time (a seating, a pick-up, a tour's start), named by whose clock it is on: "Sun, Nov 29,
 * 2026, 7:00 PM (Honolulu time)", so a traveller elsewhere does not read it on their own (issue 37). Without a zone, as given.
 */
export function inVenueTime(when: string, timeZone: string | undefined, locale: Locale = visitorLocale()): string {
  return timeZone ? uiText('instant.day-in-zone', { day: when, zone: venueClockName(timeZone) }, locale) : when
}
