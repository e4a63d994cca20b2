// A member's reservations as My Trips lists them (DESIGN.md §4 "customer": GET /customer/reservations).
import { z } from 'zod'
import { ProductTypeSchema, pageSizeLimits } from '../domain/travel'
import { PaymentModeSchema } from '../domain/payment'
import { cardNetworks } from '../validation/card'
import { HotelQuoteSchema, PaymentPlanSchema, RoomPreferenceSchema, StayPriceSchema, TravelerSchema } from './hotel-checkout.schema'
import { MoneySchema } from './hotel.schema'

export const ReservationStatusSchema = z.enum(['CONFIRMED', 'CANCELLED'])

export const ReservationSummarySchema = z
  .object({
    reservationId: z.string(),
    orderId: z.string(),
    type: ProductTypeSchema,
    status: ReservationStatusSchema,
    title: z.string(),
    location: z.string(),
    startDate: z.iso.date(),
    endDate: z.iso.date(),
    total: MoneySchema,
    pointsUsed: z.int().min(0),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ReservationSummary' })
export type ReservationSummary = z.infer<typeof ReservationSummarySchema>

export const ReservationsQuerySchema = z.object({
  type: ProductTypeSchema.optional(),
  status: ReservationStatusSchema.optional(),
  when: z.enum(['upcoming', 'past']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(pageSizeLimits.min, 'must be between 1 and 50').max(pageSizeLimits.max, 'must be between 1 and 50').default(10),
})
export type ReservationsQuery = z.infer<typeof ReservationsQuerySchema>

export const ReservationListSchema = z.object({
  items: z.array(ReservationSummarySchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
})
export type ReservationList = z.infer<typeof ReservationListSchema>

/** A reservation in full, as the view page shows it (GET /reservations/{type}/{id}). */
export const HotelReservationSchema = z
  .object({
    reservationId: z.string(),
    orderId: z.string(),
    type: z.literal('HOTEL'),
    status: ReservationStatusSchema,
    createdAt: z.iso.datetime(),
    hotel: HotelQuoteSchema.shape.hotel,
    destination: HotelQuoteSchema.shape.destination,
    room: HotelQuoteSchema.shape.room,
    rate: HotelQuoteSchema.shape.rate,
    stay: HotelQuoteSchema.shape.stay,
    price: StayPriceSchema,
    traveler: TravelerSchema,
    roomPreference: RoomPreferenceSchema,
    specialRequests: z.string(),
    payment: z.object({
      mode: PaymentModeSchema,
      currency: z.string().length(3),
      pointsUsed: z.int().describe('Points taken for this stay'),
      pointsValue: z.int().describe('Minor units the points paid'),
      cardCharged: z.int().describe('Minor units charged to the card now'),
      dueAtProperty: z.int(),
      card: z.object({ network: z.enum(cardNetworks), maskedCardNumber: z.string(), holderName: z.string() }).nullable(),
      plan: PaymentPlanSchema.nullable(),
    }),
    tripProtection: z.object({ selected: z.boolean(), premium: MoneySchema }),
    earnedPoints: z.int(),
    cancellation: z
      .object({ cancelledAt: z.iso.datetime(), penalty: MoneySchema, refund: MoneySchema, pointsRefunded: z.int(), protectionReimbursement: MoneySchema })
      .nullable(),
  })
  .meta({ id: 'HotelReservation' })
export type HotelReservation = z.infer<typeof HotelReservationSchema>

export const ReservationParamsSchema = z.object({ reservationId: z.string().regex(/^[A-Z0-9-]{6,40}$/, 'must be a reservation id') })

/** Guests (no account) find their reservation with the email they booked with. */
export const ReservationAccessQuerySchema = z.object({ email: z.string().trim().max(254).optional() })

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
