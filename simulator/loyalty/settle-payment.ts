// How a booking is paid, the same for every line (§R4.19 payment modes, §D6): the mode
// must be one the quote offers, points pay all (POINTS) or part (SPLIT) of what is due now, the card
// pays the rest and the trip protection premium, and only the masked card is kept.
import { fullName } from '@contracts/domain/person'
import { PaymentMode } from '@contracts/domain/payment'
import { amountForPoints, paymentPlanFor } from '@contracts/domain/points'
import type { CardInput } from '@contracts/lxp/hotel-checkout.schema'
import type { SavedCardChoice } from '@contracts/lxp/shared/payment.schema'
import { cardDigits, detectCardNetwork, maskCardNumber } from '@contracts/validation/card'
import { SimulatorError } from '../simulator-error'
import { chargeCardOnFile, type CardOnFile } from './cards-on-file'

/** Test cards the simulated card processor declines (the numbers payment processors document). */
export const declinedTestCards = new Set(['4000000000000002', '5105105105105100'])

/** What a booking request says about paying. */
type PaymentRequest = {
  payment: { mode: PaymentMode; points: number; card?: CardInput | null; savedCard?: SavedCardChoice | null }
  tripProtection: { tripProtectionProduct: boolean }
}

/** The terms of the checkout quote a payment is settled against. */
type PaymentTerms = {
  paymentModes: PaymentMode[]
  price: { dueNow: number; currency: string }
  points: { reason: string | null; forDueNow: number; max: number }
  tripProtection: { available: boolean; premium: { amount: number } }
  plan: { installments: number } | null
}

// The plan's instalments are the checkout's too (it shows the plan of what the card will be charged).
export { paymentPlanFor }

/**
 * The payment of a booking, or the refusal beside its field: a mode the quote does not offer, too
 * many points, no card for what points leave (or to guarantee a stay with nothing due now), an
 * unknown card number, a declined card, a card on file that is not the member's.
 */
export function settlePayment(request: PaymentRequest, terms: PaymentTerms, cardsOnFile: readonly CardOnFile[] = []) {
  const { mode, card, savedCard } = request.payment
  const { dueNow } = terms.price
  if (!terms.paymentModes.includes(mode)) {
    const message = mode === PaymentMode.PLAN ? 'Paying in instalments is open to card members for larger amounts.' : (terms.points.reason ?? 'You do not have enough points to pay everything with points.')
    throw new SimulatorError('PAYMENT_NOT_ALLOWED', message, { field: 'payment.mode' })
  }
  const premium = request.tripProtection.tripProtectionProduct && terms.tripProtection.available ? terms.tripProtection.premium.amount : 0
  let points = 0
  if (mode === PaymentMode.POINTS) points = terms.points.forDueNow
  if (mode === PaymentMode.SPLIT) {
    points = request.payment.points
    // With trip protection the card pays its premium whatever the points pay, so points may pay all that is due now (issue 36).
    if (premium > 0 ? points > terms.points.forDueNow : points >= terms.points.forDueNow) throw new SimulatorError('PAYMENT_NOT_ALLOWED', 'These points pay everything: choose points only, or fewer points.', { field: 'payment.points' })
    if (points > terms.points.max) throw new SimulatorError('INSUFFICIENT_POINTS', `You can use at most ${terms.points.max.toLocaleString('en-US')} points here.`, { field: 'payment.points' })
  }
  const pointsValue = mode === PaymentMode.POINTS ? dueNow : amountForPoints(points, dueNow)
  const cardCharged = dueNow - pointsValue + premium
  if (!card && !savedCard && (cardCharged > 0 || mode !== PaymentMode.POINTS)) throw new SimulatorError('PAYMENT_NOT_ALLOWED', 'Enter a card for the amount not paid with points.', { field: 'payment.card' })
  const charged = card
    ? chargeCard(card, {
        invalid: { message: 'Enter a valid card number.', field: 'payment.card.cardNumber' },
        declined: { message: 'Your card was declined. Check the details, use another card, or pay with points.', field: 'payment.card.cardNumber' },
      })
    : savedCard
      ? chargeCardOnFile(savedCard, cardsOnFile)
      : null
  return {
    mode,
    currency: terms.price.currency,
    pointsUsed: points,
    pointsValue,
    cardCharged,
    card: charged,
    // The plan spreads what the card is charged, trip protection included, not only the quote's amount.
    plan: mode === PaymentMode.PLAN && terms.plan ? paymentPlanFor(cardCharged, terms.price.currency, terms.plan.installments) : null,
    premium,
  }
}

type Refusal = { message: string; field: string }

/**
 * Charges a card on the simulated processor: refuses a number of no known network (PAYMENT_NOT_ALLOWED)
 * and the declined test cards (CARD_DECLINED), each with the caller's words and field; answers the
 * card as a booking keeps it (masked). Used by bookings and by the flight exchange.
 */
export function chargeCard(card: CardInput, refusals: { invalid: Refusal; declined: Refusal }) {
  const network = detectCardNetwork(card.cardNumber)
  if (!network) throw new SimulatorError('PAYMENT_NOT_ALLOWED', refusals.invalid.message, { field: refusals.invalid.field })
  if (declinedTestCards.has(cardDigits(card.cardNumber))) throw new SimulatorError('CARD_DECLINED', refusals.declined.message, { field: refusals.declined.field })
  return { network, maskedCardNumber: maskCardNumber(card.cardNumber), holderName: fullName({ firstName: card.cardHolderFirstName, lastName: card.cardHolderLastName }) }
}

/** The request without the full card number and CVV: what an idempotency hash is taken of. */
export function withoutCardSecrets<T extends { payment: { card?: CardInput | null; savedCard?: SavedCardChoice | null } }>(request: T) {
  const { card, savedCard, ...payment } = request.payment
  return {
    ...request,
    payment: { ...payment, card: card ? { masked: maskCardNumber(card.cardNumber), expiry: card.cardExpDate, zip: card.billingAddress.zipCode } : null, savedCard: savedCard ? { token: savedCard.token } : null },
  }
}
