// The checkout form's model, shared by every line of business: values named by their path in the
// booking request (so server field errors such as `body.payment.card.cardNumber` land beside the
// right field) and the payment of §R3/§R4 as the booking request carries it. The payment section's own choices are
// ./payment-choices.ts, loaded with it; the failing fields the error summary lists are
// ./failing-fields.ts, loaded with the summary.
import type { ApiErrorObject } from '@contracts/api/api-error'
import { PaymentMode } from '@contracts/domain/payment-mode'
import { pointsEarnedOn, totalWithProtection } from '@contracts/domain/points'

export const travelerFields = ['traveler.firstName', 'traveler.lastName', 'traveler.email', 'traveler.phone'] as const
export const cardFields = [
  'payment.card.cardNumber',
  'payment.card.cardExpDate',
  'payment.card.cardCVV',
  'payment.card.cardHolderFirstName',
  'payment.card.cardHolderLastName',
  'payment.card.billingAddress.address',
  'payment.card.billingAddress.city',
  'payment.card.billingAddress.state',
  'payment.card.billingAddress.zipCode',
  'payment.card.billingAddress.country',
] as const
export const tripProtectionFields = [
  'tripProtection.tripProtectionProduct',
  'tripProtection.tripProtectionProductAgree',
  'tripProtection.tripProtectionElectronicCommunicationAccept',
  'tripProtection.tripProtectionSignAccept',
] as const

/** A card on file: its token ('' pays with a new card) and, where its network asks for it, the security code. */
export const savedCardFields = ['payment.savedCard.token', 'payment.savedCard.cardCVV'] as const

/** Never kept in storage (§D6). */
export const secretFields = ['payment.card.cardNumber', 'payment.card.cardCVV', 'payment.savedCard.cardCVV'] as const

/** `pickUpPoint`, `dropOffPoint` (transport) and `language` are the tours and transport "tour details" (§R2); `occasion` is dining's. */
export type TextField = (typeof travelerFields)[number] | (typeof cardFields)[number] | (typeof savedCardFields)[number] | 'roomPreference' | 'specialRequests' | 'loyaltyCardNumber' | 'pickUpPoint' | 'dropOffPoint' | 'language' | 'occasion' | 'traveler.profileId'
/** `traveler.save`: save the traveller to the member's profile once booked (or the changes to the one picked, `traveler.profileId`). */
export type FlagField = (typeof tripProtectionFields)[number] | 'acceptTerms' | 'traveler.save'
export type CheckoutValues = Record<TextField, string> & Record<FlagField, boolean> & { 'payment.mode': PaymentMode; 'payment.points': number }

export function emptyCheckoutValues(prefill: Partial<CheckoutValues> = {}): CheckoutValues {
  const text = Object.fromEntries([...travelerFields, ...savedCardFields, ...cardFields].map((name) => [name, ''])) as Record<TextField, string>
  const flags = Object.fromEntries([...tripProtectionFields, 'acceptTerms', 'traveler.save'].map((name) => [name, false])) as Record<FlagField, boolean>
  return {
    ...text,
    ...flags,
    roomPreference: 'NON_SMOKING',
    specialRequests: '',
    loyaltyCardNumber: '',
    pickUpPoint: '',
    dropOffPoint: '',
    language: '',
    occasion: 'NONE',
    'traveler.profileId': '',
    'payment.card.billingAddress.country': 'US',
    'payment.mode': PaymentMode.CASH,
    'payment.points': 0,
    ...prefill,
  }
}

/** Whether the card fields are needed: every mode but points, and points too when trip protection is added. */
export function needsCard(values: Pick<CheckoutValues, 'payment.mode' | 'tripProtection.tripProtectionProduct'>) {
  return values['payment.mode'] !== PaymentMode.POINTS || values['tripProtection.tripProtectionProduct']
}

/** Whether a new card is typed: a card is needed and none on file is chosen. */
export function needsNewCard(values: Pick<CheckoutValues, 'payment.mode' | 'tripProtection.tripProtectionProduct' | 'payment.savedCard.token'>) {
  return needsCard(values) && !values['payment.savedCard.token']
}

export function paymentRequestOf(values: CheckoutValues, points: { forDueNow: number }) {
  const mode = values['payment.mode']
  const savedCard =
    needsCard(values) && values['payment.savedCard.token'] ? { token: values['payment.savedCard.token'], cardCVV: values['payment.savedCard.cardCVV'] || undefined } : undefined
  const card = needsNewCard(values)
    ? {
        cardNumber: values['payment.card.cardNumber'],
        cardExpDate: values['payment.card.cardExpDate'],
        cardCVV: values['payment.card.cardCVV'],
        cardHolderFirstName: values['payment.card.cardHolderFirstName'],
        cardHolderLastName: values['payment.card.cardHolderLastName'],
        billingAddress: {
          address: values['payment.card.billingAddress.address'],
          city: values['payment.card.billingAddress.city'],
          state: values['payment.card.billingAddress.state'] || undefined,
          zipCode: values['payment.card.billingAddress.zipCode'] || undefined,
          country: values['payment.card.billingAddress.country'],
        },
      }
    : undefined
  const usedPoints = mode === PaymentMode.POINTS ? points.forDueNow : mode === PaymentMode.SPLIT ? values['payment.points'] : 0
  return { mode, points: usedPoints, card, savedCard }
}

/** The trip protection premium the traveller has added: what the card pays on top of what is due now. */
export function premiumOf(values: Pick<CheckoutValues, 'tripProtection.tripProtectionProduct'>, offer: { tripProtection?: { available: boolean; premium: { amount: number } } }) {
  return values['tripProtection.tripProtectionProduct'] && offer.tripProtection?.available ? offer.tripProtection.premium.amount : 0
}

/** What a number of points pays, rounded down like the platform does. */
export function pointsValue(points: number, offer: { dueNow: number; points: { value: { points: number; minorUnits: number } } }) {
  return Math.min(offer.dueNow, Math.floor((points * offer.points.value.minorUnits) / offer.points.value.points))
}

function tripProtectionRequestOf(values: CheckoutValues) {
  return {
    tripProtectionProduct: values['tripProtection.tripProtectionProduct'],
    tripProtectionProductAgree: values['tripProtection.tripProtectionProductAgree'],
    tripProtectionElectronicCommunicationAccept: values['tripProtection.tripProtectionElectronicCommunicationAccept'],
    tripProtectionSignAccept: values['tripProtection.tripProtectionSignAccept'],
  }
}

/** The lead traveller of a booking request, from the checkout's traveller fields. */
export function travelerRequestOf(values: CheckoutValues) {
  return { firstName: values['traveler.firstName'], lastName: values['traveler.lastName'], email: values['traveler.email'], phone: values['traveler.phone'] }
}

/** How every line's booking request ends: the payment, the trip protection, the terms and what the traveller was shown as due now. */
export function paymentTermsRequestOf(values: CheckoutValues, quote: { points: { forDueNow: number }; price: { dueNow: number } }) {
  return { payment: paymentRequestOf(values, quote.points), tripProtection: tripProtectionRequestOf(values), acceptTerms: values.acceptTerms, expectedDueNow: quote.price.dueNow }
}

export type FieldErrors = Partial<Record<string, string>>

/** Field errors by form field name, from error objects whose field is a request path (`body.` dropped). */
export function fieldErrorsOf(errors: readonly ApiErrorObject[]): FieldErrors {
  const byField: FieldErrors = {}
  for (const error of errors) {
    if (!error.field) continue
    const name = error.field.replace(/^body\./, '')
    byField[name] ??= error.message.replace(/^[\w.]+: /, '')
  }
  return byField
}

/** Issues of a zod safeParse, as field errors. */
export function fieldErrorsOfIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  return fieldErrorsOf(issues.map((issue) => ({ code: 'VALIDATION_ERROR', message: issue.message, field: issue.path.map(String).join('.') })))
}

/** One idempotency key per distinct request: a double click or a retry of the same request reuses it. */
export function createIdempotencyKeys() {
  let last: { fingerprint: string; key: string } | undefined
  return {
    keyFor(request: unknown) {
      const fingerprint = JSON.stringify(request)
      if (last?.fingerprint !== fingerprint) last = { fingerprint, key: crypto.randomUUID() }
      return last.key
    },
    /** After a success, the next booking is a new one. */
    reset() {
      last = undefined
    },
  }
}

/** What a quote offers for the payment (the payment section's choices). */
export type PaymentOffer = {
  currency: string
  dueNow: number
  paymentModes: readonly number[]
  points: { usable: boolean; reason: string | null; balance: number | null; value: { points: number; minorUnits: number }; forDueNow: number; max: number }
  plan: { installments: number; installment: { amount: number }; lastInstallment?: { amount: number } } | null
  /** What trip protection costs, when offered: the card pays its premium on top of what points leave. */
  tripProtection?: { available: boolean; premium: { amount: number } }
}

export type TripProtectionOffer = { available: boolean; premium: { amount: number }; reimbursedShare: number }
export type CheckoutQuote = PaymentOffer & { tripProtection: TripProtectionOffer; earn: { perCurrencyUnit: number } }

/**
 * What the traveller pays and how: the part paid with points, the trip protection premium, what is due now with it
 * (`dueNow`: what the points and the card pay between them), what the card is charged now and the points that earns (as the booking will).
 */
export function paymentTotals(values: CheckoutValues, quote: CheckoutQuote) {
  const mode = values['payment.mode']
  const pointsUsed = mode === PaymentMode.POINTS ? quote.points.forDueNow : mode === PaymentMode.SPLIT ? values['payment.points'] : 0
  const pointsPay = mode === PaymentMode.POINTS ? quote.dueNow : pointsValue(pointsUsed, quote)
  const premium = premiumOf(values, quote)
  return { pointsUsed, pointsPay, premium, dueNow: totalWithProtection(quote.dueNow, premium), cardNow: quote.dueNow - pointsPay + premium, earned: pointsEarnedOn(quote.dueNow - pointsPay, quote.earn.perCurrencyUnit) }
}
export type PaymentTotals = ReturnType<typeof paymentTotals>
