// What points are worth and what a stay earns (§D6): integers only, rounded by the §R3
// rounding modes. Shared by the simulator (which prices) and the checkout page (which shows the slider).
import { roundPoints, type RoundingMode } from './payment-mode'

/** Hotels: 10 points pay for 7 cents (0.7 ¢ a point), the usual value of points on travel portals. */
export const hotelPointsValue = { points: 10, minorUnits: 7 } as const

/**
 * What one point pays for, in cents (0.7): the one value every screen, banner and answer states of a point, from the
 * rate the platform charges with (issue 36 item 1), on every line (fourth pass item 7: dining said nothing of it).
 */
export const centsPerPoint = hotelPointsValue.minorUnits / hotelPointsValue.points

/** Paying: the member never pays less than the amount, so points needed round up. */
export const pointsCostRounding: RoundingMode = 'ROUND_UP'
/** Redeeming: points never pay more than they are worth, so their cash value rounds down. */
export const pointsValueRounding: RoundingMode = 'ROUND_DOWN'

type PointsValue = { points: number; minorUnits: number }

/** Points needed to pay an amount of minor units. */
export function pointsForAmount(amount: number, value: PointsValue = hotelPointsValue) {
  return roundPoints((amount * value.points) / value.minorUnits, pointsCostRounding)
}

/** The minor units a number of points pays for, never more than `cap` (the amount due). */
export function amountForPoints(points: number, cap: number, value: PointsValue = hotelPointsValue) {
  return Math.min(cap, roundPoints((points * value.minorUnits) / value.points, pointsValueRounding))
}

/** Points earned per currency unit charged to the card: prepaid stays 5, others 1. */
export const hotelEarnRates = { PAY_NOW: 5, PAY_LATER: 1 } as const

/**
 * The points a card payment earns: the line's rate ("5X") on every cent charged, rounded down once at the
 * end, so $974.45 at 5X earns 4,872 as the rate says, not 4,870 on whole dollars (issue 36, fifth pass item 2).
 * The one rule behind every earn figure: results, offer, checkout, confirmation, My Trips and the API.
 */
export function pointsEarnedOn(cardCharged: number, perCurrencyUnit: number) {
  return Math.floor((Math.max(0, cardCharged) * perCurrencyUnit) / 100)
}

/** Trip protection: premium in basis points of the prepaid amount; it reimburses this share of a late-cancellation penalty (§R9.12 "trip protection default 0.5"). */
export const tripProtection = { premiumBasisPoints: 700, defaultReimbursedShare: 0.5 } as const

/**
 * What a booking costs in all: its price and the trip protection premium added to it. The one total that
 * checkout, confirmation, the reservation page, My Trips and the API state, so that it is always what the
 * points and the card paid between them (issue 36: "Total $1,313.03" beside points $656.50 and card $748.44).
 */
export function totalWithProtection(total: number, premium: number) {
  return total + premium
}

/** Pay in three monthly instalments with no fee, for prepaid amounts from this much. */
export const paymentPlan = { installments: 3, minimumAmount: 10_000 } as const

/**
 * §R4.19 PLAN (pay monthly): the amount in equal monthly instalments of whole minor units; the
 * last one absorbs what division leaves over, so the instalments add up to the amount exactly. Every
 * line's quote, checkout and booking (issue 36: a tour's three payments came to a cent short of its total).
 */
export function paymentPlanFor(amount: number, currency: string, installments: number = paymentPlan.installments) {
  if (!Number.isSafeInteger(amount) || amount < 0 || !Number.isSafeInteger(installments) || installments < 1) {
    throw new RangeError(`a payment plan needs a whole amount and a positive number of instalments, got ${amount} in ${installments}`)
  }
  const regular = Math.floor(amount / installments)
  return { installments, installment: { amount: regular, currency }, lastInstallment: { amount: amount - regular * (installments - 1), currency } }
}
