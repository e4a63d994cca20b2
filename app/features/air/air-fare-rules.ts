// A fare's rules and bags as the traveller reads them, from the fare's fields: the one wording the
// results, checkout, confirmation and reservation share, so results never say "refundable" where checkout
// adds a fee (issue 36 item 9), and the booking keeps the terms checkout showed (fourth pass item 3).
import type { FareOption } from '@contracts/lxp/air.schema'
// The rules' own texts, not the search pages': a checkout loads these and not the air catalogue.
import { airFaresText } from '~/i18n/plain/air-fares'
import { airBookingText } from '~/i18n/plain/air-booking'

/** "Changes $75; refundable less $100 per passenger." in the offer's currency. */
export function fareRulesText(rules: FareOption['rules'], price: (amount: number) => string) {
  const changes = rules.changeable ? (rules.changeFee ? airFaresText('changes', { amount: price(rules.changeFee) }) : airFaresText('free-changes')) : airFaresText('no-changes')
  const refund = !rules.refundable ? airFaresText('not-refundable') : rules.cancellationFee > 0 ? airFaresText('refundable-less', { amount: price(rules.cancellationFee) }) : airFaresText('fully-refundable')
  return airFaresText('rules', { changes, refund })
}

/** The fare's change and refund terms with the free 24 hours of booking: checkout's terms, the confirmation's and the reservation's. */
export function fareTermsText(rules: FareOption['rules'], price: (amount: number) => string) {
  return airBookingText('checkout.free-cancellation-within', { description: fareRulesText(rules, price) })
}

/** Checked bags each passenger has in the fare, what the bags field starts at. */
export function includedCheckedBags(baggage: FareOption['baggage']) {
  if (!baggage.firstCheckedBag.included) return 0
  return baggage.secondCheckedBag.included ? 2 : 1
}
