// A member's reservations as My Trips lists them (§D4 "customer": GET /customer/reservations),
// and the hotel reservation in full. What every line's reservation shares is in ./shared.
import { z } from 'zod'
import { ProductTypeSchema } from '../domain/travel'
import { HotelQuoteSchema, RoomPreferenceSchema, StayPriceSchema } from './hotel-checkout.schema'
import { PaymentPlanSchema, reservationPaymentShape } from './shared/payment.schema'
import { CancellationSchema, FreeCancellationEndedSchema, ReservationStatusSchema, reservationHeaderShape, reservationSettlementShape } from './shared/reservation.schema'
import { pageShape, pagingQueryShape } from './shared/search.schema'
import { TravelerSchema } from './shared/traveller.schema'
import { FreeCancellationEndsAtSchema, MoneySchema } from './shared/values.schema'

// The shared parts keep being importable from here, where the simulator and the pages import them.
export {
  CancellationQuoteSchema,
  ReservationParamsSchema,
  type CancellationQuote,
} from './shared/reservation.schema'

/**
 * What a trip's free-cancellation deadline is stated from (issue 36: My Trips and the reservation page say it from one
 * rule and one text): the reservation's own cancellation policy, as its reservation page reads it (a flight has none:
 * its free period is the 24 hours after booking, `createdAt`), and the zone of the clock its page names.
 */
export const TripCancellationSchema = z
  .object({
    policy: z
      .object({
        refundable: z.boolean(),
        freeCancellationUntil: z.string().nullable().describe('Deprecated: read freeCancellationEndsAt. Last free day (YYYY-MM-DD) or moment (YYYY-MM-DDTHH:mm), venue time; null when it never was or has passed'),
        freeCancellationEndsAt: FreeCancellationEndsAtSchema,
        penaltyAfterDeadline: MoneySchema,
        description: z.string(),
        cancellable: z.boolean().optional().describe('A tour or transfer: false when it cannot be cancelled at all'),
        chargedToCard: z.boolean().optional().describe('A table: true when its late fee is charged to the card that holds it'),
      })
      .nullable()
      .describe("The reservation's cancellation policy; null for a flight"),
    timeZone: z
      .string()
      .optional()
      .describe("IANA zone of the venue's clock: the hotel's, the rental desk's, the restaurant's, the start's, or the first departure airport's"),
    freeCancellationEnded: FreeCancellationEndedSchema.optional().describe("As the reservation's own: present once its free cancellation period has passed"),
  })
  .meta({ id: 'TripCancellation' })
export type TripCancellation = z.infer<typeof TripCancellationSchema>

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
    total: MoneySchema.describe('What the booking costs in all: its price and any trip protection premium (what the points and the card paid, and any part due at the hotel)'),
    pointsUsed: z.int().min(0),
    pointsValue: z.int().min(0).optional().describe('Minor units of the total the points paid (absent on summaries kept before it was recorded)'),
    dueAtProperty: z.int().min(0).optional().describe('Hotels: minor units of the total paid at the hotel, not at booking (absent when nothing is, and on a cancelled booking: nothing is due)'),
    createdAt: z.iso.datetime(),
    party: z
      .object({ travelers: z.int(), childAges: z.array(z.int()) })
      .optional()
      .describe('Tours and hotel stays: everyone going (`travelers`) and the children among them, by age; absent for other products'),
    cancellation: TripCancellationSchema.optional().describe('Confirmed bookings: the terms its reservation page states its cancellation deadline from (absent on cancelled ones)'),
    cancelled: CancellationSchema.optional().describe("Cancelled bookings: the cancellation as the reservation records it (its `cancellation`): when, and what came back to the card and in points (absent on confirmed ones)"),
    timeZones: z
      .object({ start: z.string(), end: z.string() })
      .optional()
      .describe('Flights: IANA zones of the first departure airport and the last arrival airport, whose clocks `startDate` and `endDate` are on (issue 37)'),
  })
  .meta({ id: 'ReservationSummary' })
export type ReservationSummary = z.infer<typeof ReservationSummarySchema>

export const ReservationsQuerySchema = z.object({
  type: ProductTypeSchema.optional(),
  status: ReservationStatusSchema.optional(),
  when: z.enum(['upcoming', 'past']).optional(),
  ...pagingQueryShape,
})
export type ReservationsQuery = z.infer<typeof ReservationsQuerySchema>

export const ReservationListSchema = z.object(pageShape(ReservationSummarySchema))
export type ReservationList = z.infer<typeof ReservationListSchema>

/** A reservation in full, as the view page shows it (GET /reservations/{type}/{id}). */
export const HotelReservationSchema = z
  .object({
    ...reservationHeaderShape('HOTEL'),
    hotel: HotelQuoteSchema.shape.hotel,
    destination: HotelQuoteSchema.shape.destination,
    room: HotelQuoteSchema.shape.room,
    rate: HotelQuoteSchema.shape.rate,
    stay: HotelQuoteSchema.shape.stay,
    price: StayPriceSchema.describe('The stay as booked; once cancelled, its dueAtProperty is 0: nothing is due at the hotel (issue 36)'),
    traveler: TravelerSchema,
    roomPreference: RoomPreferenceSchema,
    specialRequests: z.string(),
    /** Bookings made before the field existed have none. */
    loyaltyCardNumber: z.string().optional(),
    ...reservationSettlementShape(PaymentPlanSchema),
    payment: z.object({ ...reservationPaymentShape(PaymentPlanSchema), dueAtProperty: z.int().describe('Minor units paid at the hotel, not at booking; 0 once cancelled (issue 36)') }),
    changes: z
      .array(
        z.object({
          changedAt: z.iso.datetime(),
          previousStay: HotelQuoteSchema.shape.stay,
          difference: z.int().describe('New amount due now less the previous one; negative when refunded'),
          charged: z.int().describe('Charged to the card for the change'),
          pointsUsed: z.int().describe('Points that paid the change'),
          refundedToCard: z.int(),
          pointsRefunded: z.int(),
          atPropertyDifference: z.int(),
        }),
      )
      .default([])
      .describe('Changes of dates or guests, oldest first'),
  })
  .meta({ id: 'HotelReservation' })
export type HotelReservation = z.infer<typeof HotelReservationSchema>
