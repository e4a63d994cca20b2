// Payment of SPEC.md §3/§4: modes CASH 0, POINTS 1, SPLIT 2, PLAN 3; timing; rounding of points.
import { z } from 'zod'

export const PaymentMode = { CASH: 0, POINTS: 1, SPLIT: 2, PLAN: 3 } as const
export type PaymentMode = (typeof PaymentMode)[keyof typeof PaymentMode]
export const PaymentModeSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)])

export const PaymentTimingSchema = z.enum(['PAY_LATER', 'PAY_NOW'])
export const RoundingModeSchema = z.enum(['ROUND_DOWN', 'ROUND_HALF_UP', 'ROUND_UP'])
export type RoundingMode = z.infer<typeof RoundingModeSchema>

/** Labels of the payment methods a traveller chooses from (SPEC.md §3 select options). */
export const paymentMethodLabels = { both: 'Both', card: 'Card', points: 'Points', unusedTicket: 'Unused ticket' } as const

/** Points and split payments use points. */
export function usesPoints(mode: PaymentMode) {
  return mode === PaymentMode.POINTS || mode === PaymentMode.SPLIT
}

/** Cash and split need a card and a filled value to be valid (SPEC.md §4). */
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
