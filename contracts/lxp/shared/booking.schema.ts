// What every line's booking shares (§D4.5 "checkout"): the idempotency header, the terms a
// booking request ends with, and the order it answers (§R3.49 order response).
import { z } from 'zod'
import { ProductTypeSchema } from '../../domain/travel'
import { noTripProtection, PaymentChoiceSchema, TripProtectionChoiceSchema } from './payment.schema'

export const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be 16 to 64 letters, digits, - or _ (a fresh one per booking attempt)')
    .meta({ description: 'A fresh key per attempt, the same on its retries: a UUID is fine.', example: '3f0c9a4e-5b7d-4e21-8c6a-2d9f1b7e4a50' }),
})

/**
 * The fields every booking request ends with, after the line's selection and traveller fields:
 * payment, trip protection, the terms and the amount agreed. A request built with them is refined by
 * `checkPaymentChoice`.
 */
export const bookingTermsShape = {
  payment: PaymentChoiceSchema,
  tripProtection: TripProtectionChoiceSchema.default(noTripProtection),
  acceptTerms: z.literal(true, 'Accept the terms and conditions to book.'),
  expectedDueNow: z.int().min(0).describe("The quote's `price.dueNow` the traveller agreed to: the price due now, trip protection apart (the quote's `tripProtection.premium`, charged to the card besides); a different price answers 409 PRICE_CHANGED"),
}

/** §R3.49 order response: items, reservationId, orderId, orderItems[]. */
export const OrderResponseSchema = z
  .object({
    items: z.int().describe('How many products the order holds'),
    reservationId: z.string(),
    orderId: z.string(),
    orderItems: z.array(z.object({ reservationId: z.string(), type: ProductTypeSchema, status: z.string(), title: z.string() })),
  })
  .meta({
    id: 'OrderResponse',
    examples: [{ items: 1, reservationId: 'HT-7KQ2M9XWPA', orderId: 'OR-7KQ2M9XWPA', orderItems: [{ reservationId: 'HT-7KQ2M9XWPA', type: 'HOTEL', status: 'CONFIRMED', title: 'Indigo City Hotel, Standard Queen Room' }] }],
  })
export type OrderResponse = z.infer<typeof OrderResponseSchema>
