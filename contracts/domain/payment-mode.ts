// Payment of §R3/§R4 without zod (pages load it): modes CASH 0, POINTS 1, SPLIT 2, PLAN 3;
// rounding of points; the labels of the payment methods.

export const PaymentMode = { CASH: 0, POINTS: 1, SPLIT: 2, PLAN: 3 } as const
export type PaymentMode = (typeof PaymentMode)[keyof typeof PaymentMode]

export const roundingModes = ['ROUND_DOWN', 'ROUND_HALF_UP', 'ROUND_UP'] as const
export type RoundingMode = (typeof roundingModes)[number]

/** Labels of the payment methods a traveller chooses from (§R3.46 select options). */
export const paymentMethodLabels = { both: 'Both', card: 'Card', points: 'Points', unusedTicket: 'Unused ticket' } as const

/** Points and split payments use points. */
export function usesPoints(mode: PaymentMode) {
  return mode === PaymentMode.POINTS || mode === PaymentMode.SPLIT
}

/** Cash and split need a card and a filled value to be valid (§R4). */
export function isPaymentComplete(mode: PaymentMode, payment: { hasCard: boolean; value: number | undefined }) {
  if (mode === PaymentMode.CASH || mode === PaymentMode.SPLIT) return payment.hasCard && payment.value !== undefined && payment.value > 0
  return true
}

/** Rounds a points amount (which may come from a fractional conversion) by the site's rounding mode. */
export function roundPoints(value: number, mode: RoundingMode) {
  if (mode === 'ROUND_DOWN') return Math.floor(value)
  if (mode === 'ROUND_UP') return Math.ceil(value)
  return Math.floor(value + 0.5)
}
