// What every line's reservation shares (§D4.6 "reservations"): its number and status, what
// was paid and earned, the cancellation policy, the cancellation quote and the cancellation itself.
import { z } from 'zod'
import type { ProductType } from '../../domain/products'
import { reservationPaymentShape } from './payment.schema'
import { FreeCancellationEndsAtSchema, IsoDateSchema, MoneySchema } from './values.schema'

export const ReservationStatusSchema = z.enum(['CONFIRMED', 'CANCELLED'])

export const ReservationParamsSchema = z.object({ reservationId: z.string().regex(/^[A-Z0-9-]{6,40}$/, 'must be a reservation id') })

/** Guests (no account) find their reservation with the email they booked with. */
export const ReservationAccessQuerySchema = z.object({ email: z.string().trim().max(254).optional() })

export const CancellationPolicySchema = z
  .object({
    refundable: z.boolean(),
    freeCancellationUntil: IsoDateSchema.nullable().describe('Deprecated: read freeCancellationEndsAt. The last free day (venue time)'),
    freeCancellationEndsAt: FreeCancellationEndsAtSchema,
    penaltyAfterDeadline: MoneySchema.describe('What cancelling after the deadline costs; zero on a cancelled reservation'),
    description: z.string().describe('The terms in words; on a cancelled reservation, that it was cancelled and no terms apply'),
  })
  .describe('On a cancelled reservation it states no deadline and no fee (issue 36)')
  .meta({ id: 'CancellationPolicy' })

/**
 * A confirmed booking read after its free cancellation period has passed, on the venue's clock at the time of reading
 * (issue 36: a stored "Free cancellation until <a passed day>" stayed true on every screen): what cancelling costs now,
 * in the cancellation quote's words. Its policy, where it has one, then says the same.
 */
export const FreeCancellationEndedSchema = z
  .object({
    penalty: MoneySchema.describe('What cancelling now costs, as the cancellation quote says'),
    description: z.string().describe('That the free cancellation period has passed, and what cancelling costs now'),
  })
  .meta({ id: 'FreeCancellationEnded' })
export type FreeCancellationEnded = z.infer<typeof FreeCancellationEndedSchema>

/** What a cancellation kept and gave back; null until the reservation is cancelled. */
export const CancellationSchema = z
  .object({
    cancellationNumber: z.string().optional().describe('The number to quote about the cancellation (CX-…); absent on cancellations recorded before it existed'),
    cancelledAt: z.iso.datetime(),
    penalty: MoneySchema,
    refund: MoneySchema.describe('Cash back to the card (zero when nothing went on the card)'),
    pointsRefunded: z.int(),
    protectionReimbursement: MoneySchema,
  })
  .meta({ id: 'Cancellation' })

/** What cancelling would give back now (POST /reservations/{type}/{id}/cancel/quote). */
export const CancellationQuoteSchema = z
  .object({
    reservationId: z.string(),
    cancellable: z.boolean(),
    reason: z.string().nullable().describe('Why it cannot be cancelled, when it cannot'),
    freeCancellation: z.boolean(),
    penalty: MoneySchema,
    refund: MoneySchema.describe('Cash back to the card'),
    pointsRefund: z.int(),
    protectionReimbursement: MoneySchema,
    description: z.string(),
  })
  .meta({ id: 'CancellationQuote' })
export type CancellationQuote = z.infer<typeof CancellationQuoteSchema>

/** The fields a reservation of any line starts with. */
export function reservationHeaderShape<Type extends ProductType>(type: Type) {
  return {
    reservationId: z.string(),
    orderId: z.string(),
    type: z.literal(type),
    status: ReservationStatusSchema,
    createdAt: z.iso.datetime(),
  }
}

/** The fields a reservation of any line ends with: what was paid and earned, and the cancellation. */
export function reservationSettlementShape<Plan extends z.ZodType>(plan: Plan) {
  return {
    payment: z.object(reservationPaymentShape(plan)),
    tripProtection: z.object({ selected: z.boolean(), premium: MoneySchema }),
    earnedPoints: z.int(),
    cancellation: CancellationSchema.nullable(),
    freeCancellationEnded: FreeCancellationEndedSchema.optional().describe('Present once the free cancellation period of a confirmed booking has passed, read on its venue clock'),
  }
}
