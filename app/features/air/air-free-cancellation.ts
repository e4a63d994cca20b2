// When a flight booking's free 24 hours end, as the confirmation, the reservation page and My Trips state it, and that
// they have ended once the platform says so: in the reservation pages' own module, so a checkout does not load their
// texts (issue 36, fifth pass item 9).
import { venueClockName, venueNow } from '@contracts/domain/venue-time'
import type { FreeCancellationEnded } from '@contracts/lxp/shared/reservation.schema'
import type { Locale } from '~/i18n/locales'
import { airTripText } from '~/i18n/plain/air-trip'
import { uiText } from '~/i18n/plain/ui'
import { formatDayAndClock } from '~/lib/format/stay-date'
import { flightFreeCancellationEndedText } from '~/features/reservations/cancellation-policy-text'
import { visitorLocale } from '~/lib/format/visitor-settings'

/**
 * To the minute and on a named clock: the traveller's once the page runs in their browser, the first departure
 * airport's before (`useInstantDayZone`, docs/decisions/141), never UTC for someone who is not on it:
 * "Until Tue, Dec 1, 2026, 7:27 PM (Paris time), 24 hours after booking, …".
 */
export function freeCancellationUntilText(bookedAt: string, timeZone: string, locale: Locale = visitorLocale()) {
  const until = venueNow(timeZone, Date.parse(bookedAt) + 24 * 3_600_000)
  const day = formatDayAndClock(until.date, until.time, locale)
  return airTripText('reservation-details.free-until', { when: uiText('instant.day-in-zone', { day, zone: venueClockName(timeZone) }, locale) }, locale)
}

type Booked = { createdAt: string; freeCancellationEnded?: FreeCancellationEnded }

/**
 * The flight's free cancellation as its reservation page states it, its term and its words: until when, or, once the
 * platform reads the 24 hours as passed (on its clock, not the browser's), that they have and what cancelling costs now.
 */
export function airFreeCancellationFact({ createdAt, freeCancellationEnded }: Booked, timeZone: string, locale: Locale = visitorLocale()) {
  if (freeCancellationEnded) return { term: airTripText('reservation-details.cancellation', undefined, locale), text: flightFreeCancellationEndedText(freeCancellationEnded, locale) }
  return { term: airTripText('reservation-details.free-cancellation', undefined, locale), text: freeCancellationUntilText(createdAt, timeZone, locale) }
}

/** The same fact on one line (My Trips): "Free cancellation: Until …", its punctuation the locale's message. */
export function airFreeCancellationLine(booked: Booked, timeZone: string, locale: Locale = visitorLocale()) {
  return airTripText('reservation-details.fact-line', airFreeCancellationFact(booked, timeZone, locale), locale)
}
