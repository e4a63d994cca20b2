// The payment section's choices (§R3/§R4): the methods offered, and the points Both may take, typed or stepped on its
// slider. Loaded with the section (./lazy-payment-section.tsx), not with the checkout page.
import { PaymentMode, paymentMethodLabels } from '@contracts/domain/payment-mode'
import { checkoutPartsText } from '~/i18n/plain/checkout-parts'

export const paymentMethods = [
  { mode: PaymentMode.CASH, label: paymentMethodLabels.card },
  { mode: PaymentMode.POINTS, label: paymentMethodLabels.points },
  { mode: PaymentMode.SPLIT, label: paymentMethodLabels.both },
  { mode: PaymentMode.PLAN, label: checkoutPartsText('payment.plan') },
] as const

/**
 * The most points Both takes: every usable point, short of paying everything (that is Points), unless
 * trip protection is added, when the card pays its premium whatever the points pay: then points may pay all
 * that is due now (issue 36: the box stopped one point short of the total).
 */
export function splitPointsMost(points: { max: number; forDueNow: number }, premium: number) {
  return Math.max(1, Math.min(points.max, premium > 0 ? points.forDueNow : points.forDueNow - 1))
}

/** Points a slider key press moves: about a hundredth of the range, in 1, 10, 100 or 1,000 (PageUp/PageDown move ten). */
export function pointsStep(max: number) {
  return max >= 50_000 ? 1_000 : max >= 5_000 ? 100 : max >= 500 ? 10 : 1
}

/** The fewest points Both puts towards a booking: the field, the slider, Home and the help text all start here. */
export const fewestSplitPoints = 1

/** A typed number of points: whole, from the fewest to the most usable; anything else is refused (null). */
export function typedPoints(typed: string, max: number): number | null {
  const digits = typed.replace(/[\s,]/g, '')
  if (!/^\d+$/.test(digits)) return null
  const points = Number(digits)
  return points >= fewestSplitPoints && points <= max ? points : null
}

/** What points the split slider keeps: within 1 and the most usable. */
export const clampPoints = (points: number, max: number) => Math.min(Math.max(fewestSplitPoints, Math.round(points)), max)
