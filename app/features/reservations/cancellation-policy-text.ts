// A booking's cancellation terms, in our words in the visitor's locale from the platform's fields, never its English
// description (decision 162): the policy of a car, table, tour or transfer on its offer, checkout and reservation page
// and in My Trips beside it through the line registry (issue 36: one text for one deadline), and a flight's terms once
// its free 24 hours have passed. What cancelling costs now is in ./cancellation-answer-text.ts.
import type { Locale } from '~/i18n/locales'
import { cancellationTermsText } from '~/i18n/plain/cancellation-terms'
import { venueClockName } from '@contracts/domain/venue-time'
import { formatPriceFull } from '~/lib/format/money'
import { formatDayAndClock, formatStayDate } from '~/lib/format/stay-date'
import { visitorLocale } from '~/lib/format/visitor-settings'

type Money = { amount: number; currency: string }

/**
 * The fields a policy states its terms from. `cancellable` false: a tour that cannot be cancelled at all, true: one
 * that can (refundable or not);
 * `chargedToCard`: a table whose late fee goes on the card that holds it, nothing having been paid.
 */
export type PolicyTerms = {
  refundable: boolean
  cancellable?: boolean
  chargedToCard?: boolean
  freeCancellationUntil?: string | null
  freeCancellationEndsAt?: string | null
  penaltyAfterDeadline: Money
}

const price = (money: Money, locale: Locale) => formatPriceFull(money.amount, { currency: money.currency, locale })

/** The day before an ISO date. */
const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)

/**
 * The end of free cancellation on the venue's wall clock, in words: a last free day ("the end of Sun, Dec 13") or a
 * moment ("Sun, Dec 13, 2026, 7:00 PM"). Read from `freeCancellationEndsAt` (RFC 3339 at the venue's offset, whose
 * first 16 characters are the venue's local moment; midnight ends the day before), else the older field.
 */
function deadlineWords(policy: PolicyTerms, locale: Locale): string | null {
  const local = policy.freeCancellationEndsAt?.slice(0, 16) ?? policy.freeCancellationUntil ?? null
  if (!local) return null
  const [date = '', time] = local.split('T')
  if (time === undefined) return cancellationTermsText('deadline-day', { date: formatStayDate(date, locale) }, locale)
  if (policy.freeCancellationEndsAt && time === '00:00') return cancellationTermsText('deadline-day', { date: formatStayDate(dayBefore(date), locale) }, locale)
  return formatDayAndClock(date, time, locale)
}

/** `timeZone`: the venue's (the rental desk's, the restaurant's, the start's), whose clock decides the deadline. */
export function cancellationPolicyDescriptionText(policy: PolicyTerms, timeZone: string | undefined, locale: Locale = visitorLocale()): string {
  if (policy.cancellable === false) return cancellationTermsText('policy.not-cancellable', undefined, locale)
  // A tour that could be cancelled free until 24 hours before and starts sooner is cancellable but no longer refundable:
  // its free period has passed, said as such (it never was a non-refundable booking).
  if (!policy.refundable && policy.cancellable !== true) return cancellationTermsText('policy.non-refundable', undefined, locale)
  const penalty = price(policy.penaltyAfterDeadline, locale)
  const card = policy.chargedToCard === true
  const until = deadlineWords(policy, locale)
  if (!until) return cancellationTermsText(card ? 'policy.passed-card' : 'policy.passed', { penalty }, locale)
  const zone = timeZone ? venueClockName(timeZone) : cancellationTermsText('local-clock', undefined, locale)
  const deadline = cancellationTermsText('deadline-zone', { deadline: until, zone }, locale)
  return cancellationTermsText(card ? 'policy.free-until-card' : 'policy.free-until', { deadline, penalty }, locale)
}

/** A flight's terms once its free 24 hours have passed, from what cancelling now costs. */
export function flightFreeCancellationEndedText({ penalty }: { penalty: Money }, locale: Locale = visitorLocale()): string {
  return penalty.amount > 0 ? cancellationTermsText('flight.passed', { penalty: price(penalty, locale) }, locale) : cancellationTermsText('flight.passed-free', undefined, locale)
}
