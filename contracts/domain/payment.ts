// Payment schemas of §R3/§R4 (the zod-free rules are in payment-mode.ts).
import { z } from 'zod'

export * from './payment-mode'

export const PaymentModeSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)])

export const PaymentTimingSchema = z.enum(['PAY_LATER', 'PAY_NOW'])
