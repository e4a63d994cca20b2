// A booking's cancellation terms, its cancel quote and its refusals in our words from the platform's fields, in both
// locales (§R9.16: en-US "canceling", en-GB "cancelling"; decision 162), never the platform's English description.
import { describe, expect, it } from 'vitest'
import { cancellationQuoteText, cancellationRefusalText } from '~/features/reservations/cancellation-answer-text'
import { cancellationPolicyDescriptionText, flightFreeCancellationEndedText } from '~/features/reservations/cancellation-policy-text'

const platformWords = 'Free cancellation until 2026-12-13; after that, cancelling keeps one day’s rental.'
const usd = (amount: number) => ({ amount, currency: 'USD' })

/** A car free until the end of Sun, Dec 13, 2026 at Paris: a last free day ends at the next midnight there. */
const car = { refundable: true, freeCancellationUntil: '2026-12-13', freeCancellationEndsAt: '2026-12-14T00:00:00+01:00', penaltyAfterDeadline: usd(5_800), description: platformWords }
/** A tour free until 24 hours before its 9:30 start. */
const tour = { type: 'FREE_CANCELLATION', cancellable: true, refundable: true, freeCancellationUntil: '2026-12-12T09:30', freeCancellationEndsAt: '2026-12-12T09:30:00+01:00', penaltyAfterDeadline: usd(9_000), description: platformWords }

describe('cancellationPolicyDescriptionText', () => {
  it('states a last free day on the venue clock and the charge after it, spelled as each locale spells it', () => {
    expect(cancellationPolicyDescriptionText(car, 'Europe/Paris', 'en-US')).toBe('Free cancellation until the end of Sun, Dec 13, 2026 (Paris time); after that, canceling costs $58.00.')
    expect(cancellationPolicyDescriptionText(car, 'Europe/Paris', 'en-GB')).toBe('Free cancellation until the end of Sun, 13 Dec 2026 (Paris time); after that, cancelling costs US$58.00.')
  })

  it('states a moment (a tour, a table) with its clock time in the locale', () => {
    expect(cancellationPolicyDescriptionText(tour, 'Europe/Paris', 'en-US')).toBe('Free cancellation until Sat, Dec 12, 2026, 9:30 AM (Paris time); after that, canceling costs $90.00.')
    expect(cancellationPolicyDescriptionText(tour, 'Europe/Paris', 'en-GB')).toMatch(/^Free cancellation until Sat, 12 Dec 2026, 09:30 \(Paris time\); after that, cancelling costs/)
  })

  it('says a deadline passed, a late fee charged to the card, a non-refundable and a non-cancellable booking', () => {
    const passed = { ...car, freeCancellationUntil: null, freeCancellationEndsAt: null }
    expect(cancellationPolicyDescriptionText(passed, 'Europe/Paris', 'en-US')).toBe('The free cancellation period has passed; canceling now costs $58.00.')
    expect(cancellationPolicyDescriptionText(passed, 'Europe/Paris', 'en-GB')).toBe('The free cancellation period has passed; cancelling now costs US$58.00.')
    const table = { ...tour, chargedToCard: true, penaltyAfterDeadline: usd(4_000) }
    expect(cancellationPolicyDescriptionText(table, 'Europe/Paris', 'en-US')).toBe('Free cancellation until Sat, Dec 12, 2026, 9:30 AM (Paris time); after that, or for a no-show, a late fee of $40.00 is charged to your card.')
    expect(cancellationPolicyDescriptionText({ ...car, refundable: false }, 'Europe/Paris', 'en-US')).toBe('Non-refundable: canceling gives nothing back.')
    // A free-cancellation tour booked within 24 hours of its start: cancellable, no longer refundable.
    const startsSoon = { ...tour, refundable: false, freeCancellationUntil: null, freeCancellationEndsAt: null }
    expect(cancellationPolicyDescriptionText(startsSoon, 'Europe/Paris', 'en-US')).toBe('The free cancellation period has passed; canceling now costs $90.00.')
    expect(cancellationPolicyDescriptionText({ ...tour, cancellable: false, refundable: false }, 'Europe/Paris', 'en-US')).toBe("Non-refundable: this booking can't be canceled or changed.")
    expect(cancellationPolicyDescriptionText({ ...tour, cancellable: false, refundable: false }, 'Europe/Paris', 'en-GB')).toBe("Non-refundable: this booking can't be cancelled or changed.")
  })

  it('names the local clock where the venue zone is not known', () => {
    expect(cancellationPolicyDescriptionText(car, undefined, 'en-US')).toContain('(local time)')
  })

  it('never copies the platform description', () => {
    for (const locale of ['en-US', 'en-GB'] as const) expect(cancellationPolicyDescriptionText(car, 'Europe/Paris', locale)).not.toContain('one day’s rental')
  })
})

describe('the cancel page and a flight after its free 24 hours', () => {
  it('states what cancelling now costs from the quote', () => {
    expect(cancellationQuoteText({ freeCancellation: true, penalty: usd(0) }, 'en-US')).toBe('Free cancellation: canceling now costs nothing.')
    expect(cancellationQuoteText({ freeCancellation: true, penalty: usd(0) }, 'en-GB')).toBe('Free cancellation: cancelling now costs nothing.')
    expect(cancellationQuoteText({ freeCancellation: false, penalty: usd(10_000) }, 'en-US')).toBe('Canceling now costs $100.00 under the booking’s cancellation terms.')
    expect(flightFreeCancellationEndedText({ penalty: usd(10_000) }, 'en-GB')).toBe('The free cancellation period has passed (24 hours after booking); cancelling now costs US$100.00 under the fare rules.')
    expect(flightFreeCancellationEndedText({ penalty: usd(0) }, 'en-US')).toContain('your fare is fully refundable')
  })

  it('gives a refusal our words by its code, and none for a code we have no words for', () => {
    expect(cancellationRefusalText({ code: 'NOT_CANCELLABLE', status: 'CONFIRMED' }, 'car', 'en-US')).toBe('The rental has started, so it can no longer be canceled here. Please contact the rental company.')
    expect(cancellationRefusalText({ code: 'E1002080', status: 'CONFIRMED' }, 'activity', 'en-GB')).toBe('It has started, so it can no longer be cancelled here. Please contact the operator.')
    expect(cancellationRefusalText({ code: 'E1002080', status: 'CONFIRMED', neverCancellable: true }, 'activity', 'en-US')).toBe("This booking is non-refundable, so it can't be canceled.")
    expect(cancellationRefusalText({ code: 'ALREADY_CANCELLED', status: 'CONFIRMED' }, 'hotel', 'en-US')).toBe('This booking is already canceled.')
    expect(cancellationRefusalText({ code: 'RATE_LIMITED', status: 'CONFIRMED' }, 'hotel', 'en-US')).toBeNull()
  })
})
