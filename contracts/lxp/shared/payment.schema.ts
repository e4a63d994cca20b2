// How every line is paid (§R3 card and trip protection, §R4.19 payment modes CASH 0, POINTS 1,
// SPLIT 2, PLAN 3; §D6): the card as typed, the payment and trip-protection choices of a
// booking request, what a quote offers, and what a reservation says was paid.
import { z } from 'zod'
import { PaymentMode, PaymentModeSchema } from '../../domain/payment'
import { cardCheckDigitMessage, cardDigits, cardExpirySchema, CardCvvSchema, cardCvvPattern, cardNetworks, detectCardNetwork, passesCheckDigit } from '../../validation/card'
import { validationMessages } from '../../validation/messages'
import { CardholderFirstNameSchema, CardholderLastNameSchema } from '../../validation/names'
import { BillingAddressSchema } from '../../validation/rules'
import { CurrencyCodeSchema, MoneySchema } from './values.schema'

/**
 * The published example of a card (the OpenAPI document): a network's test number that passes Luhn, an
 * expiry years ahead, as MM/YY like every example and guide (the server also takes YYYY-MM). Set as `example`: zod leaves `examples` out of a request schema that transforms
 * (the expiry does), docs/decisions/130.
 */
export const cardExample = {
  cardNumber: '4111 1111 1111 1111',
  cardCVV: '123',
  cardExpDate: '12/34',
  cardHolderFirstName: 'Avery',
  cardHolderLastName: 'Lee',
  billingAddress: { address: '350 Fifth Avenue', city: 'New York', country: 'US', state: 'NY', zipCode: '10118' },
}

/** The card as typed: full number, CVV and expiry are sent once and never stored or logged. */
export const CardInputSchema = z
  .object({
    cardNumber: z
      .string()
      .trim()
      .min(1, validationMessages.required)
      .refine((number) => detectCardNetwork(number) !== undefined, 'Enter a valid American Express, Discover, Mastercard or Visa card number.')
      .refine((number) => detectCardNetwork(number) === undefined || passesCheckDigit(cardDigits(number)), cardCheckDigitMessage)
      .meta({ examples: ['4111 1111 1111 1111'] }),
    cardCVV: CardCvvSchema,
    cardExpDate: cardExpirySchema(),
    cardHolderFirstName: CardholderFirstNameSchema.describe("Cardholder's given name; empty for a person with one name"),
    cardHolderLastName: CardholderLastNameSchema,
    billingAddress: BillingAddressSchema,
  })
  .superRefine((card, context) => {
    const network = detectCardNetwork(card.cardNumber)
    // A code that is not 3 or 4 digits is refused by its own rule already: one error per field.
    if (!cardCvvPattern.test(card.cardCVV)) return
    if (network === 'AX' ? card.cardCVV.length !== 4 : network && card.cardCVV.length !== 3) {
      context.addIssue({ code: 'custom', path: ['cardCVV'], message: network === 'AX' ? 'American Express codes have 4 digits.' : 'Enter the 3 digit security code.' })
    }
  })
  .meta({ id: 'CardInput', example: cardExample })
export type CardInput = z.input<typeof CardInputSchema>

/**
 * A card on the member's profile (`cards[].token`), paid with by its token: the number never travels
 * again. The security code only where the card's network asks for it on a saved card
 * (`savedCardNeedsCvv`, docs/decisions/077); it is sent once and never kept.
 */
export const SavedCardChoiceSchema = z
  .object({
    token: z.string().trim().min(1, validationMessages.required).max(64),
    cardCVV: CardCvvSchema.optional(),
  })
  .meta({ id: 'SavedCardChoice' })
export type SavedCardChoice = z.infer<typeof SavedCardChoiceSchema>

/** How a booking is paid: the mode, the points put towards it and the card (every mode but points), typed or on file. */
export const PaymentChoiceSchema = z
  .object({ mode: PaymentModeSchema, points: z.int().min(0).default(0), card: CardInputSchema.optional(), savedCard: SavedCardChoiceSchema.optional() })
  // One way to pay in the example: a typed card, not a card on file as well (checkPaymentChoice refuses both).
  .meta({ id: 'PaymentChoice', example: { mode: PaymentMode.CASH, points: 0, card: cardExample } })

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
  .meta({ id: 'TripProtectionChoice', examples: [{ tripProtectionProduct: false }] })

export const noTripProtection = { tripProtectionProduct: false, tripProtectionProductAgree: false, tripProtectionElectronicCommunicationAccept: false, tripProtectionSignAccept: false }

/**
 * §R4 on every line's booking request: every mode but points needs a card, points and split
 * need points chosen, card and plan take none.
 */
export function checkPaymentChoice(request: { payment: { mode: number; points: number; card?: unknown; savedCard?: unknown } }, context: z.RefinementCtx) {
  const { mode, points, card, savedCard } = request.payment
  if (mode !== PaymentMode.POINTS && !card && !savedCard) context.addIssue({ code: 'custom', path: ['payment', 'card'], message: 'Enter your card details.' })
  if (card && savedCard) context.addIssue({ code: 'custom', path: ['payment', 'savedCard'], message: 'Pay with either a card on file or a new card, not both.' })
  if ((mode === PaymentMode.POINTS || mode === PaymentMode.SPLIT) && points < 1) context.addIssue({ code: 'custom', path: ['payment', 'points'], message: 'Choose how many points to use.' })
  if ((mode === PaymentMode.CASH || mode === PaymentMode.PLAN) && points !== 0) context.addIssue({ code: 'custom', path: ['payment', 'points'], message: 'Card payments use no points.' })
}

/** §R4.19 PLAN (pay monthly): equal monthly instalments, the last absorbing the rounding, so they add up to the amount exactly. */
export const PaymentPlanSchema = z
  .object({
    installments: z.int().describe('Number of monthly instalments'),
    installment: MoneySchema.describe('Each instalment but the last'),
    lastInstallment: MoneySchema.describe('The last instalment: the amount less the others, so the plan adds up exactly'),
  })
  .meta({ id: 'PaymentPlan' })
export type PaymentPlan = z.infer<typeof PaymentPlanSchema>

/**
 * The plan as dining and activities state it: the count, each instalment and the last, which takes what division
 * leaves so the plan adds up to the amount (issue 36: three payments a cent short of a tour's total).
 */
export const InstallmentsSchema = z
  .object({
    installments: z.int(),
    installment: MoneySchema,
    lastInstallment: MoneySchema.optional().describe('The last instalment: the amount less the others (absent on plans kept before it was stated, when all were equal)'),
  })
  .meta({ id: 'Installments' })

export const PointsOfferSchema = z
  .object({
    /** Whether this traveller may pay with points here, and why not. */
    usable: z.boolean(),
    reason: z.string().nullable(),
    balance: z.int().nullable().describe("The member's balance; null for anonymous travellers"),
    value: z.object({ points: z.int(), minorUnits: z.int() }).describe('How many points pay for how many minor units'),
    forDueNow: z.int().describe('Points that pay everything due now'),
    max: z.int().describe('Most points this traveller can put towards this booking'),
  })
  .meta({ id: 'PointsOffer' })

export const EarnOfferSchema = z.object({ pointsIfPaidByCard: z.int(), perCurrencyUnit: z.int() }).meta({ id: 'EarnOffer' })

export const TripProtectionOfferSchema = z.object({ available: z.boolean(), premium: MoneySchema, reimbursedShare: z.number() }).meta({ id: 'TripProtectionOffer' })

/** What every line's checkout quote offers on payment; a line chooses how its plan reads. */
export function paymentOfferShape<Plan extends z.ZodType>(plan: Plan) {
  return {
    paymentModes: z.array(PaymentModeSchema).describe('Modes this traveller may use: CASH 0, POINTS 1, SPLIT 2, PLAN 3'),
    points: PointsOfferSchema,
    earn: EarnOfferSchema,
    plan: plan.nullable(),
    tripProtection: TripProtectionOfferSchema,
  }
}

/** The card a reservation was charged to, as kept: masked, never the full number. */
export const ChargedCardSchema = z.object({ network: z.enum(cardNetworks), maskedCardNumber: z.string(), holderName: z.string() }).meta({ id: 'ChargedCard' })

/** What was paid for a reservation; a line chooses how its plan reads. */
export function reservationPaymentShape<Plan extends z.ZodType>(plan: Plan) {
  return {
    mode: PaymentModeSchema,
    currency: CurrencyCodeSchema,
    pointsUsed: z.int().describe('Points taken for this booking'),
    pointsValue: z.int().describe('Minor units the points paid'),
    cardCharged: z.int().describe('Minor units charged to the card now: the price due now less what the points paid, and the trip protection premium when bought (pointsValue + cardCharged = price.dueNow + tripProtection.premium)'),
    card: ChargedCardSchema.nullable(),
    plan: plan.nullable(),
  }
}
