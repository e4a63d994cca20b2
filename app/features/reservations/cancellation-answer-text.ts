// What the cancel page says of cancelling a booking now, in our words in the visitor's locale (decision 162): the quote
// before its list of what comes back, and the platform's refusals. Apart from ./cancellation-policy-text.ts, which every
// offer and checkout of a car, table, tour or transfer loads at first: only the cancel page needs these (issue 40).
import type { ReservationType } from '@contracts/lxp/reservation-types'
import type { Locale } from '~/i18n/locales'
import { cancellationAnswersText } from '~/i18n/plain/cancellation-answers'
import { formatPriceFull } from '~/lib/format/money'
import { visitorLocale } from '~/lib/format/visitor-settings'

type Money = { amount: number; currency: string }

const price = (money: Money, locale: Locale) => formatPriceFull(money.amount, { currency: money.currency, locale })

/** What the cancel page says before its list of what comes back and what is kept. */
export function cancellationQuoteText({ freeCancellation, penalty }: { freeCancellation: boolean; penalty: Money }, locale: Locale = visitorLocale()): string {
  if (penalty.amount > 0) return cancellationAnswersText('quote.charge', { penalty: price(penalty, locale) }, locale)
  return cancellationAnswersText(freeCancellation ? 'quote.free' : 'quote.nothing', undefined, locale)
}

/** The platform's refusal codes we have words of our own for (the activity line's E1002080: it cannot be cancelled). */
const refusalCodes = ['ALREADY_CANCELLED', 'NOT_CANCELLABLE', 'E1002080'] as const

/**
 * Our words for a refusal to cancel, by the platform's code: already cancelled; a booking that never could be (a
 * non-refundable tour); else the only other reason a line refuses, that the booking has begun. Null for a code we
 * have no words for, whose message the page shows as the platform writes it.
 */
export function cancellationRefusalText(
  refusal: { code?: string | null; status: 'CONFIRMED' | 'CANCELLED'; neverCancellable?: boolean },
  line: ReservationType,
  locale: Locale = visitorLocale(),
): string | null {
  if (!refusal.code || !(refusalCodes as readonly string[]).includes(refusal.code)) return null
  if (refusal.code === 'ALREADY_CANCELLED' || refusal.status === 'CANCELLED') return cancellationAnswersText('refused.already', undefined, locale)
  if (refusal.neverCancellable) return cancellationAnswersText('refused.not-cancellable', undefined, locale)
  return cancellationAnswersText(`refused.started.${line}`, undefined, locale)
}
