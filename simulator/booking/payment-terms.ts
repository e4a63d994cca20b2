// What a member may pay a quote with, the same for every line (§R4.19 payment modes, §D6):
// points when the site, the membership, the card and the line allow them; the plan for larger
// amounts; trip protection on whatever is due now, where the booking can be cancelled (decision 132); and
// what a change to a booking (new dates, an exchange) is paid with, and how.
import { PaymentMode } from '@contracts/domain/payment'
import { hotelPointsValue, paymentPlan, paymentPlanFor, pointsEarnedOn, pointsForAmount, tripProtection } from '@contracts/domain/points'
import { isPointsEligible } from '@contracts/validation/rules'
import type { CardOnFile } from '../loyalty/cards-on-file'
import type { LineOfBusiness } from '@contracts/site/lines-of-business'
import { earnRateFor, linePoints, type LinePoints } from '../loyalty/line-points.server'
import type { PointsAccount } from '../loyalty/points-account.server'
import { settlePayment } from '../loyalty/settle-payment'
import { basisPointsOf, money } from '../money'
import { SimulatorError } from '../simulator-error'
import { formatAmount, type QuotedPrice, type ReservationType } from './booking-line'

type TermsInput = {
  type: ReservationType
  price: QuotedPrice
  account: PointsAccount | undefined
  rules: LinePoints
  messages: { pointsOff: string; pointsNotOnCard: string }
  /** The line's own reason not to take points, checked after the member's. */
  lineRefusal: string | null
  earnRate: number
  /** A booking that cannot be cancelled has no cancellation charge for trip protection to reimburse. */
  cancellable: boolean
}

/** The card's earn and burn eligibility is kept per product in lower case (`car`, `hotel`). */
export const productKeyOf = (type: ReservationType) => type.toLowerCase()

function pointsRefusal({ type, price, account, rules, messages, lineRefusal }: TermsInput): string | null {
  if (!rules.burn) return messages.pointsOff
  if (!account) return 'Sign in as a card member to pay with points.'
  if (!account.active) return 'Your membership is inactive, so points cannot be used.'
  if (!isPointsEligible(type, { balance: account.balance, earnEligible: account.earnEligible[productKeyOf(type)] ?? false })) return messages.pointsNotOnCard
  if (lineRefusal) return lineRefusal
  if (account.balance <= 0) return 'You have no points to use yet.'
  if (price.dueNow === 0) return 'Nothing is due now, so there is nothing to pay with points.'
  return null
}

export function paymentTermsOf(input: TermsInput) {
  const { price, account } = input
  const forDueNow = pointsForAmount(price.dueNow)
  const reason = pointsRefusal(input)
  const usable = reason === null && account !== undefined
  const planAvailable = account !== undefined && price.dueNow >= paymentPlan.minimumAmount
  const rate = input.rules.earn ? input.earnRate : 0
  const plan = paymentPlanFor(price.dueNow, price.currency)
  return {
    paymentModes: [
      PaymentMode.CASH,
      ...(usable && account.balance >= forDueNow ? [PaymentMode.POINTS] : []),
      ...(usable ? [PaymentMode.SPLIT] : []),
      ...(planAvailable ? [PaymentMode.PLAN] : []),
    ],
    points: { usable, reason, balance: account?.balance ?? null, value: { ...hotelPointsValue }, forDueNow, max: usable ? Math.min(account.balance, forDueNow) : 0 },
    earn: { pointsIfPaidByCard: pointsEarnedOn(price.dueNow, rate), perCurrencyUnit: rate },
    plan: planAvailable ? plan : null,
    tripProtection: { available: price.dueNow > 0 && input.cancellable, premium: money(basisPointsOf(price.dueNow, tripProtection.premiumBasisPoints)), reimbursedShare: tripProtection.defaultReimbursedShare },
  }
}

/**
 * The terms of paying for a change to a booking (a stay's new dates, a flight exchange), the same for every line: the
 * difference is due now and paid at once (no monthly plan), and a change is not a new trip, so no trip protection is
 * offered (the booking keeps its own, or its absence).
 */
export function changePaymentTermsOf(input: Omit<TermsInput, 'price' | 'cancellable'>, amountDue: number, currency: string) {
  const price = { currency, total: amountDue, dueNow: amountDue }
  const terms = paymentTermsOf({ ...input, price, cancellable: true })
  return {
    price,
    ...terms,
    paymentModes: terms.paymentModes.filter((mode) => mode !== PaymentMode.PLAN),
    plan: null,
    tripProtection: { ...terms.tripProtection, available: false },
  }
}

/**
 * The payment of a change to a booking (a stay's new dates, a flight exchange), the same for every line: the
 * amount due must be the one the traveller agreed to (PRICE_CHANGED), and what is due needs a payment, settled as a
 * booking's without trip protection (none is offered on a change). Nothing due, nothing paid.
 */
export function settleChangePayment(
  request: { expectedAmountDue: number; payment?: Parameters<typeof settlePayment>[0]['payment'] | null },
  terms: Parameters<typeof settlePayment>[1] & { amountDue: number },
  cardsOnFile: readonly CardOnFile[],
) {
  const currency = terms.price.currency
  if (terms.amountDue !== request.expectedAmountDue) {
    throw new SimulatorError('PRICE_CHANGED', `The amount due changed from ${formatAmount(request.expectedAmountDue, currency)} to ${formatAmount(terms.amountDue, currency)}. Review the new price to continue.`, { field: 'expectedAmountDue' })
  }
  if (terms.amountDue <= 0) return { pointsUsed: 0, pointsValue: 0, cardCharged: 0 }
  if (!request.payment) throw new SimulatorError('PAYMENT_NOT_ALLOWED', 'Choose how to pay the difference.', { field: 'payment.mode' })
  const { pointsUsed, pointsValue, cardCharged } = settlePayment({ payment: request.payment, tripProtection: { tripProtectionProduct: false } }, terms, cardsOnFile)
  return { pointsUsed, pointsValue, cardCharged }
}

/** The points a booking earns: on what the card paid of the amount due now, for a member whose card earns. */
export function earnedPointsOf(type: ReservationType, account: PointsAccount | undefined, perCurrencyUnit: number, cardPaid: number) {
  if (!account?.active || !account.earnEligible[productKeyOf(type)]) return 0
  return pointsEarnedOn(cardPaid, perCurrencyUnit)
}

/**
 * The points a changed booking earns: the booking's own rule (the line's rate for the member who booked it, where the
 * site lets the line earn) on what was paid for it in all, the changes included (issue 36: a flight change paid more
 * and the points earned stayed as booked). `cardPaid`: the booking's total due now less what points paid.
 */
export function earnedPointsAfterChange(type: ReservationType, owner: PointsAccount | undefined, lineOfBusiness: LineOfBusiness, lineRate: number, cardPaid: number) {
  const rate = linePoints(lineOfBusiness).earn ? earnRateFor(owner, productKeyOf(type), lineOfBusiness, lineRate) : 0
  return earnedPointsOf(type, owner, rate, cardPaid)
}
