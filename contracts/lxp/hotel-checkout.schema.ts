// Hotel checkout (§D4.5 "checkout"): the quote of a chosen room and rate in cash, points,
// split and plan, and the booking request with traveller, payment and trip protection. What every
// line shares (traveller, card, payment, order) is in ./shared; the §R5 rules come from
// contracts/validation, so the checkout form and the server say the same thing.
import { z } from 'zod'
import { PaymentTimingSchema } from '../domain/payment'
import { validationMessages } from '../validation/messages'
import { bookingTermsShape } from './shared/booking.schema'
import { checkPaymentChoice, paymentOfferShape, PaymentChoiceSchema, PaymentPlanSchema } from './shared/payment.schema'
import { CancellationPolicySchema } from './shared/reservation.schema'
import { TravelerSchema } from './shared/traveller.schema'
import { CurrencyCodeSchema, DestinationRefSchema, DueNowSchema, ImageSchema, IsoDateSchema } from './shared/values.schema'
import { SupplierAddressSchema } from './shared/address.schema'
import { HotelChildAgesSchema } from './hotel.schema'
import { hotelMaxAdults, hotelStayLimits } from './hotel.constants'

// The shared parts keep being importable from here, where the simulator and the pages import them.
export { IdempotencyHeadersSchema, OrderResponseSchema, type OrderResponse } from './shared/booking.schema'
export { CardInputSchema, checkPaymentChoice, PaymentPlanSchema, TripProtectionChoiceSchema, type CardInput, type PaymentPlan } from './shared/payment.schema'
export { CancellationPolicySchema } from './shared/reservation.schema'
export { TravelerSchema } from './shared/traveller.schema'

/** One room type at one rate for a stay: what a checkout quotes and books. */
export const HotelSelectionSchema = z.object({
  // The published examples (openapi.json): a room of the sandbox's catalogue, a three-night stay.
  hotelId: z.string().regex(/^[a-z0-9-]{1,80}$/, 'must be a hotel id').meta({ examples: ['new-york-001'] }),
  roomTypeId: z.string().regex(/^[a-z0-9-]{1,120}$/, 'must be a room type id').meta({ examples: ['new-york-001-r1'] }),
  rateId: z.string().regex(/^[a-z0-9-]{1,120}$/, 'must be a rate id').meta({ examples: ['new-york-001-r1-flex'] }),
  checkIn: IsoDateSchema.meta({ examples: ['2027-03-12'] }),
  checkOut: IsoDateSchema.meta({ examples: ['2027-03-15'] }),
  rooms: z.int().min(1).max(hotelStayLimits.maxRooms),
  adults: z.int().min(1).max(hotelMaxAdults),
  // The example's room sleeps two: no children in it.
  childAges: HotelChildAgesSchema.default([]).meta({ examples: [[]] }).describe('The age of each child (0 to 17 on the check-out date); they stay in the first room, which must hold them'),
})
export type HotelSelection = z.infer<typeof HotelSelectionSchema>

export const StayPriceSchema = z.object({
  currency: CurrencyCodeSchema,
  nightly: z.array(z.object({ night: IsoDateSchema, amount: z.int() })),
  roomTotal: z.int(),
  longStayDiscount: z.int(),
  taxes: z.int(),
  fees: z.int(),
  total: z.int().describe('All-in: rooms, taxes and fees'),
  dueNow: DueNowSchema,
  dueAtProperty: z.int(),
})

const QuotedHotelSchema = z.object({
  id: z.string(),
  name: z.string(),
  stars: z.int(),
  image: ImageSchema,
  address: SupplierAddressSchema,
  checkInFrom: z.string(),
  checkOutUntil: z.string(),
  timeZone: z.string(),
})

const QuotedRoomSchema = z.object({ id: z.string(), name: z.string(), beds: z.string(), maxOccupancy: z.int(), smoking: z.boolean(), accessible: z.boolean() })

const QuotedRateSchema = z.object({
  id: z.string(),
  name: z.string(),
  refundable: z.boolean(),
  payment: PaymentTimingSchema,
  pointsEligible: z.boolean(),
  cancellationPolicy: CancellationPolicySchema,
})

const StaySchema = z.object({
  checkIn: IsoDateSchema,
  checkOut: IsoDateSchema,
  nights: z.int(),
  rooms: z.int(),
  adults: z.int(),
  // Absent on stays booked before children were kept: none were.
  childAges: z.array(z.int()).default([]).describe('The age of each child of the party'),
})

export const HotelQuoteSchema = z
  .object({
    selection: HotelSelectionSchema,
    hotel: QuotedHotelSchema,
    destination: DestinationRefSchema,
    room: QuotedRoomSchema,
    rate: QuotedRateSchema,
    stay: StaySchema,
    price: StayPriceSchema,
    roomsLeft: z.int(),
    ...paymentOfferShape(PaymentPlanSchema),
  })
  .meta({ id: 'HotelQuote' })
export type HotelQuote = z.infer<typeof HotelQuoteSchema>

export const roomPreferences = ['NON_SMOKING', 'SMOKING', 'WHEELCHAIR_ACCESSIBLE'] as const
export const RoomPreferenceSchema = z.enum(roomPreferences)

export const HotelBookRequestSchema = HotelSelectionSchema.extend({
  traveler: TravelerSchema,
  roomPreference: RoomPreferenceSchema.default('NON_SMOKING'),
  specialRequests: z.string().trim().max(500, validationMessages.maxLength(500)).default(''),
  // Asked for when the page's content has a loyaltyCardNumberInput (§R2); passed on to the hotel.
  loyaltyCardNumber: z
    .string()
    .trim()
    .max(30, validationMessages.maxLength(30))
    .regex(/^[A-Za-z0-9 -]*$/, validationMessages.cardNumberCharacters)
    .default('')
    .describe('The traveller’s hotel loyalty number, for the hotel to add its points'),
  ...bookingTermsShape,
})
  .superRefine(checkPaymentChoice)
  .meta({ id: 'HotelBookRequest' })
export type HotelBookRequest = z.input<typeof HotelBookRequestSchema>
export type HotelBookData = z.output<typeof HotelBookRequestSchema>

/** A new stay for a booked room and rate: other dates, or another number of guests (the rooms stay). */
const newStayShape = {
  checkIn: IsoDateSchema,
  checkOut: IsoDateSchema,
  adults: z.int().min(1).max(hotelMaxAdults),
  childAges: HotelChildAgesSchema.optional().describe('The age of each child; left out, the children already booked'),
}

function checkNewStay(stay: { checkIn: string; checkOut: string }, context: z.core.$RefinementCtx) {
  if (stay.checkOut <= stay.checkIn) context.addIssue({ code: 'custom', path: ['checkOut'], message: 'Check-out must be after check-in.' })
}

export const HotelStayChangeRequestSchema = z
  .object({ ...newStayShape, email: z.string().trim().max(254).optional() })
  .superRefine(checkNewStay)
  .meta({ id: 'HotelStayChangeRequest', examples: [{ checkIn: '2027-03-12', checkOut: '2027-03-15', adults: 2 }] })
export type HotelStayChangeRequest = z.input<typeof HotelStayChangeRequestSchema>

export const HotelStayChangeQuoteSchema = z
  .object({
    reservationId: z.string(),
    previousStay: StaySchema,
    stay: StaySchema,
    rate: QuotedRateSchema.describe('The same rate for the new dates, with its cancellation policy'),
    previousPrice: StayPriceSchema,
    newPrice: StayPriceSchema,
    difference: z.int().describe('New amount due now less the previous one; negative when it is refunded'),
    amountDue: z.int().describe('To pay now for the change'),
    refund: z.int().describe('Given back now: to the card first, then as points'),
    atPropertyDifference: z.int().describe('Change in what is paid at the hotel'),
    price: z.object({ currency: CurrencyCodeSchema, total: z.int(), dueNow: z.int().describe('The amount due, payable like a booking') }),
    ...paymentOfferShape(PaymentPlanSchema),
    description: z.string(),
  })
  .meta({ id: 'HotelStayChangeQuote' })
export type HotelStayChangeQuote = z.infer<typeof HotelStayChangeQuoteSchema>

export const HotelStayChangeBookRequestSchema = z
  .object({
    ...newStayShape,
    expectedAmountDue: z.int().min(0).describe('The amount due the traveller agreed to; another answers 409 PRICE_CHANGED'),
    payment: PaymentChoiceSchema.optional().describe('How the amount due is paid (card, points or both); not needed when nothing is due'),
    acceptTerms: z.literal(true, 'Accept the terms and conditions to change your stay.'),
    email: z.string().trim().max(254).optional(),
  })
  .superRefine((request, context) => {
    checkNewStay(request, context)
    if (request.payment) checkPaymentChoice({ payment: request.payment }, context)
  })
  // `example`, not `examples`: zod leaves the latter out of a request that transforms (the card's expiry does).
  .meta({ id: 'HotelStayChangeBookRequest', example: { checkIn: '2027-03-12', checkOut: '2027-03-15', adults: 2, expectedAmountDue: 0, acceptTerms: true } })
export type HotelStayChangeBookRequest = z.input<typeof HotelStayChangeBookRequestSchema>
export type HotelStayChangeBookData = z.output<typeof HotelStayChangeBookRequestSchema>
