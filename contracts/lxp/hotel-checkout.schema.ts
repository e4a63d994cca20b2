// Hotel checkout (DESIGN.md §4 "checkout"): the quote of a chosen room and rate in cash, points,
// split and plan, and the booking request with traveller, payment and trip protection. The SPEC.md §5
// rules come from contracts/validation, so the checkout form and the server say the same thing.
import { z } from 'zod'
import { PaymentModeSchema, PaymentTimingSchema, PaymentMode } from '../domain/payment'
import { ProductTypeSchema } from '../domain/travel'
import { cardExpirySchema, CardCvvSchema, detectCardNetwork } from '../validation/card'
import { validationMessages } from '../validation/messages'
import { BillingAddressSchema, CardholderNameSchema, CardPostalCodeSchema, EmailSchema, GeneralNameSchema } from '../validation/rules'
import { IsoDateSchema, MoneySchema } from './hotel.schema'

/** One room type at one rate for a stay: what a checkout quotes and books. */
export const HotelSelectionSchema = z.object({
  hotelId: z.string().regex(/^[a-z0-9-]{1,80}$/, 'must be a hotel id'),
  roomTypeId: z.string().regex(/^[a-z0-9-]{1,120}$/, 'must be a room type id'),
  rateId: z.string().regex(/^[a-z0-9-]{1,120}$/, 'must be a rate id'),
  checkIn: IsoDateSchema,
  checkOut: IsoDateSchema,
  rooms: z.int().min(1).max(8),
  adults: z.int().min(1).max(72),
})
export type HotelSelection = z.infer<typeof HotelSelectionSchema>

/** SPEC.md §4 PLAN (pay monthly): equal monthly instalments, the last absorbing the rounding, so they add up to the amount exactly. */
export const PaymentPlanSchema = z.object({
  installments: z.int().describe('Number of monthly instalments'),
  installment: MoneySchema.describe('Each instalment but the last'),
  lastInstallment: MoneySchema.describe('The last instalment: the amount less the others, so the plan adds up exactly'),
})
export type PaymentPlan = z.infer<typeof PaymentPlanSchema>

export const CancellationPolicySchema = z.object({
  refundable: z.boolean(),
  freeCancellationUntil: IsoDateSchema.nullable(),
  penaltyAfterDeadline: MoneySchema,
  description: z.string(),
})

export const StayPriceSchema = z.object({
  currency: z.string().length(3),
  nightly: z.array(z.object({ night: IsoDateSchema, amount: z.int() })),
  roomTotal: z.int(),
  longStayDiscount: z.int(),
  taxes: z.int(),
  fees: z.int(),
  total: z.int().describe('All-in: rooms, taxes and fees'),
  dueNow: z.int(),
  dueAtProperty: z.int(),
})

const QuotedHotelSchema = z.object({
  id: z.string(),
  name: z.string(),
  stars: z.int(),
  image: z.object({ src: z.string(), alt: z.string() }),
  address: z.object({ addressLine1: z.string(), cityName: z.string(), countryCode: z.string(), countryName: z.string(), postalCode: z.string() }),
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

const StaySchema = z.object({ checkIn: IsoDateSchema, checkOut: IsoDateSchema, nights: z.int(), rooms: z.int(), adults: z.int() })

export const HotelQuoteSchema = z
  .object({
    selection: HotelSelectionSchema,
    hotel: QuotedHotelSchema,
    destination: z.object({ id: z.string(), name: z.string(), country: z.string() }),
    room: QuotedRoomSchema,
    rate: QuotedRateSchema,
    stay: StaySchema,
    price: StayPriceSchema,
    roomsLeft: z.int(),
    paymentModes: z.array(PaymentModeSchema).describe('Modes this traveller may use: CASH 0, POINTS 1, SPLIT 2, PLAN 3'),
    points: z.object({
      /** Whether this traveller may pay with points here, and why not. */
      usable: z.boolean(),
      reason: z.string().nullable(),
      balance: z.int().nullable().describe("The member's balance; null for anonymous travellers"),
      value: z.object({ points: z.int(), minorUnits: z.int() }).describe('How many points pay for how many minor units'),
      forDueNow: z.int().describe('Points that pay everything due now'),
      max: z.int().describe('Most points this traveller can put towards this stay'),
    }),
    earn: z.object({ pointsIfPaidByCard: z.int(), perCurrencyUnit: z.int() }),
    plan: PaymentPlanSchema.nullable(),
    tripProtection: z.object({ available: z.boolean(), premium: MoneySchema, reimbursedShare: z.number() }),
  })
  .meta({ id: 'HotelQuote' })
export type HotelQuote = z.infer<typeof HotelQuoteSchema>

export const roomPreferences = ['NON_SMOKING', 'SMOKING', 'WHEELCHAIR_ACCESSIBLE'] as const
export const RoomPreferenceSchema = z.enum(roomPreferences)

export const TravelerSchema = z.object({
  firstName: GeneralNameSchema.max(50, validationMessages.maxLength(50)),
  lastName: GeneralNameSchema.max(50, validationMessages.maxLength(50)),
  email: EmailSchema,
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d ()-]{7,20}$/, 'Enter a phone number of 7 to 15 digits.'),
})

/** The card as typed: full number, CVV and expiry are sent once and never stored or logged. */
export const CardInputSchema = z
  .object({
    cardNumber: z
      .string()
      .trim()
      .min(1, validationMessages.required)
      .refine((number) => detectCardNetwork(number) !== undefined, 'Enter a valid American Express, Discover, Mastercard or Visa card number.'),
    cardCVV: CardCvvSchema,
    cardExpDate: cardExpirySchema(),
    cardHolderFirstName: CardholderNameSchema.max(40, validationMessages.maxLength(40)),
    cardHolderLastName: CardholderNameSchema.max(40, validationMessages.maxLength(40)),
    billingAddress: BillingAddressSchema.extend({ zipCode: BillingAddressSchema.shape.zipCode.pipe(CardPostalCodeSchema) }),
  })
  .superRefine((card, context) => {
    const network = detectCardNetwork(card.cardNumber)
    if (network === 'AX' ? card.cardCVV.length !== 4 : network && card.cardCVV.length !== 3) {
      context.addIssue({ code: 'custom', path: ['cardCVV'], message: network === 'AX' ? 'American Express codes have 4 digits.' : 'Enter the 3 digit security code.' })
    }
  })
export type CardInput = z.input<typeof CardInputSchema>

export const TripProtectionChoiceSchema = z
  .object({
    tripProtectionProduct: z.boolean(),
    tripProtectionProductAgree: z.boolean().default(false),
    tripProtectionElectronicCommunicationAccept: z.boolean().default(false),
    tripProtectionSignAccept: z.boolean().default(false),
  })
  .superRefine((choice, context) => {
    if (!choice.tripProtectionProduct) return
    for (const key of ['tripProtectionProductAgree', 'tripProtectionElectronicCommunicationAccept', 'tripProtectionSignAccept'] as const) {
      if (!choice[key]) context.addIssue({ code: 'custom', path: [key], message: 'Accept this to add trip protection.' })
    }
  })

/**
 * SPEC.md §4 on every line's booking request: every mode but points needs a card, points and split
 * need points chosen, card and plan take none.
 */
export function checkPaymentChoice(request: { payment: { mode: number; points: number; card?: unknown } }, context: z.RefinementCtx) {
  const { mode, points, card } = request.payment
  if (mode !== PaymentMode.POINTS && !card) context.addIssue({ code: 'custom', path: ['payment', 'card'], message: 'Enter your card details.' })
  if ((mode === PaymentMode.POINTS || mode === PaymentMode.SPLIT) && points < 1) context.addIssue({ code: 'custom', path: ['payment', 'points'], message: 'Choose how many points to use.' })
  if ((mode === PaymentMode.CASH || mode === PaymentMode.PLAN) && points !== 0) context.addIssue({ code: 'custom', path: ['payment', 'points'], message: 'Card payments use no points.' })
}

export const HotelBookRequestSchema = HotelSelectionSchema.extend({
  traveler: TravelerSchema,
  roomPreference: RoomPreferenceSchema.default('NON_SMOKING'),
  specialRequests: z.string().trim().max(500, validationMessages.maxLength(500)).default(''),
  payment: z.object({ mode: PaymentModeSchema, points: z.int().min(0).default(0), card: CardInputSchema.optional() }),
  tripProtection: TripProtectionChoiceSchema.default({ tripProtectionProduct: false, tripProtectionProductAgree: false, tripProtectionElectronicCommunicationAccept: false, tripProtectionSignAccept: false }),
  acceptTerms: z.literal(true, 'Accept the terms and conditions to book.'),
  expectedDueNow: z.int().min(0).describe('The amount due now the traveller agreed to; a different price answers 409 PRICE_CHANGED'),
})
  .superRefine(checkPaymentChoice)
  .meta({ id: 'HotelBookRequest' })
export type HotelBookRequest = z.input<typeof HotelBookRequestSchema>
export type HotelBookData = z.output<typeof HotelBookRequestSchema>

/** SPEC.md §3 order response: items, reservationId, orderId, orderItems[]. */
export const OrderResponseSchema = z
  .object({
    items: z.int().describe('How many products the order holds'),
    reservationId: z.string(),
    orderId: z.string(),
    orderItems: z.array(z.object({ reservationId: z.string(), type: ProductTypeSchema, status: z.string(), title: z.string() })),
  })
  .meta({ id: 'OrderResponse' })
export type OrderResponse = z.infer<typeof OrderResponseSchema>

export const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be 16 to 64 letters, digits, - or _ (a fresh one per booking attempt)'),
})
