// Flight checkout (air): the passengers, the quote of a chosen fare family with bags, the booking request and the
// reservation. §R5.9 passenger names; what every line shares (payment, terms, reservation header) is in ./shared.
import { z } from 'zod'
import { PassengerTypeSchema } from '../domain/travel'
import { PassengerFirstNameSchema, PassengerLastNameSchema } from '../validation/names'
import { FrequentFlyerSchema, GenderSchema, KnownTravelerNumberSchema, PassportSchema } from '../validation/travel-documents'
import { bookingTermsShape } from './shared/booking.schema'
import { checkPaymentChoice, paymentOfferShape, PaymentPlanSchema } from './shared/payment.schema'
import { reservationHeaderShape, reservationSettlementShape } from './shared/reservation.schema'
import { ContactSchema } from './shared/traveller.schema'
import { CurrencyCodeSchema, DueNowSchema, travellerDateSchema } from './shared/values.schema'
import { AirOfferIdSchema, AirPassengerCountsSchema, FareFamilySchema, FareOptionSchema, ItinerarySchema } from './air.schema'

/** Passengers: names by the §R5.9 flight passenger rule, a date of birth that fits the type. */
export const AirPassengerSchema = z.object({
  type: PassengerTypeSchema,
  firstName: PassengerFirstNameSchema.describe('Given names as on the passport; empty for a person with one name (then in lastName)'),
  lastName: PassengerLastNameSchema,
  dateOfBirth: travellerDateSchema('Enter the date of birth.'),
  /** Seat per flight segment id (none for an infant on a lap; chosen for the traveller when left out). */
  seats: z.record(z.string().regex(/^[A-Z0-9-]{8,40}$/), z.string().regex(/^\d{1,2}[A-K]$/, 'must be a seat such as 12C')).default({}),
  checkedBags: z.int().min(0).max(2).default(0),
  /** What airlines need beyond the name (optional for older clients; a passport is required on international itineraries). */
  gender: GenderSchema.optional(),
  frequentFlyer: FrequentFlyerSchema.optional(),
  knownTravelerNumber: KnownTravelerNumberSchema.optional(),
  passport: PassportSchema.optional(),
})
export type AirPassenger = z.input<typeof AirPassengerSchema>

export const AirSelectionSchema = z.object({
  offerId: AirOfferIdSchema,
  fareFamily: FareFamilySchema,
  passengers: AirPassengerCountsSchema,
})
export type AirSelection = z.input<typeof AirSelectionSchema>

export const AirQuoteRequestSchema = AirSelectionSchema.extend({
  /** Bags per passenger, in the order of the passenger types (adults, children, infants in seat). */
  checkedBags: z.array(z.int().min(0).max(2)).max(25).default([]),
}).meta({ id: 'AirQuoteRequest' })
export type AirQuoteRequest = z.input<typeof AirQuoteRequestSchema>

export const AirPriceSchema = z.object({
  currency: CurrencyCodeSchema,
  base: z.int(),
  taxes: z.int(),
  fare: z.int().describe('Base and taxes'),
  baggage: z.int(),
  changeFees: z.int().default(0).describe('Change fees paid for flight exchanges (kept on a cancellation after the free 24 hours)'),
  total: z.int().describe('Fare, bags and change fees paid: all due now'),
  dueNow: DueNowSchema,
})

export const AirQuoteSchema = z
  .object({
    selection: AirSelectionSchema,
    itinerary: ItinerarySchema,
    fare: FareOptionSchema,
    price: AirPriceSchema,
    ...paymentOfferShape(PaymentPlanSchema),
  })
  .meta({ id: 'AirQuote' })
export type AirQuote = z.infer<typeof AirQuoteSchema>

export const AirContactSchema = ContactSchema

export const AirBookRequestSchema = z
  .object({
    offerId: AirOfferIdSchema,
    fareFamily: FareFamilySchema,
    passengers: z.array(AirPassengerSchema).min(1).max(34),
    contact: AirContactSchema,
    ...bookingTermsShape,
  })
  .superRefine(checkPaymentChoice)
  .meta({ id: 'AirBookRequest' })
export type AirBookRequest = z.input<typeof AirBookRequestSchema>
export type AirBookData = z.output<typeof AirBookRequestSchema>

export const AirReservationSchema = z
  .object({
    ...reservationHeaderShape('AIR'),
    itinerary: ItinerarySchema,
    fare: FareOptionSchema,
    price: AirPriceSchema,
    /** The airline's booking reference (PNR): 6 letters or digits, given by the airline at booking. */
    airlineReference: z.string().regex(/^[A-Z0-9]{6}$/),
    /** Passengers as booked; a passport number is shown by its last three characters only. */
    passengers: z.array(AirPassengerSchema.extend({ seats: z.record(z.string(), z.string()), checkedBags: z.int(), passport: PassportSchema.extend({ number: z.string() }).optional() })),
    contact: AirContactSchema,
    ...reservationSettlementShape(PaymentPlanSchema),
    exchanges: z
      .array(
        z.object({
          exchangedAt: z.iso.datetime(),
          previousOfferId: z.string(),
          fareDifference: z.int(),
          changeFee: z.int(),
          charged: z.int().describe('Charged to the card'),
          pointsUsed: z.int().default(0).describe('Points that paid part or all of the amount due'),
          credit: z.int().describe('Given back when the new fare was cheaper, less the change fee'),
          creditAs: z.enum(['POINTS', 'TRAVEL_CREDIT']).default('TRAVEL_CREDIT'),
        }),
      )
      .default([]),
    scheduleChanges: z
      .array(
        z.object({
          changedAt: z.iso.datetime().describe('When the airline moved the flights'),
          minutes: z.int().describe('How far every flight moved: later when positive, earlier when negative'),
          flights: z
            .array(
              z.object({
                segmentId: z.string().describe('The segment as it was booked (`itinerary.bounds[].segments[].id`)'),
                flightNumber: z.string(),
                previousDeparture: z.string().describe('Local date-time the flight was to leave, yyyy-MM-ddTHH:mm:ss'),
                previousArrival: z.string(),
                departure: z.string().describe('Local date-time it leaves now, as in the itinerary'),
                arrival: z.string(),
              }),
            )
            .describe('Each flight moved, with its times before and after'),
        }),
      )
      .default([])
      .describe('The airline’s schedule changes since booking, oldest first: the itinerary already holds the new times (a `reservation.changed` event with the reason `schedule-change` announces each)'),
  })
  .meta({ id: 'AirReservation' })
export type AirReservation = z.infer<typeof AirReservationSchema>
