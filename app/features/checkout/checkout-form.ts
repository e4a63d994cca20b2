// The checkout form's model, shared by every line of business: values named by their path in the
// booking request (so server field errors such as `body.payment.card.cardNumber` land beside the
// right field), the payment methods of SPEC.md §3/§4, and the focus rule of §4 (the first failing
// field is focused and scrolled into view after 2 s).
import type { ApiErrorObject } from '@contracts/api/api-error'
import { PaymentMode, paymentMethodLabels } from '@contracts/domain/payment-mode'
import { checkoutText } from '~/i18n/plain/checkout'

export const paymentMethods = [
  { mode: PaymentMode.CASH, label: paymentMethodLabels.card },
  { mode: PaymentMode.POINTS, label: paymentMethodLabels.points },
  { mode: PaymentMode.SPLIT, label: paymentMethodLabels.both },
  { mode: PaymentMode.PLAN, label: checkoutText('payment.plan') },
] as const

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

/** Never kept in storage (DESIGN.md §6). */
export const secretFields = ['payment.card.cardNumber', 'payment.card.cardCVV'] as const

/** `pickUpPoint` and `language` are the tours and transport "tour details" (SPEC.md §2); `occasion` is dining's. */
export type TextField = (typeof travelerFields)[number] | (typeof cardFields)[number] | 'roomPreference' | 'specialRequests' | 'loyaltyCardNumber' | 'pickUpPoint' | 'language' | 'occasion'
export type FlagField = (typeof tripProtectionFields)[number] | 'acceptTerms'
export type CheckoutValues = Record<TextField, string> & Record<FlagField, boolean> & { 'payment.mode': PaymentMode; 'payment.points': number }

/** Every field in the order it appears, so "the first failing field" means the first on screen. */
export const fieldOrder = [...travelerFields, 'roomPreference', 'pickUpPoint', 'language', 'occasion', 'specialRequests', 'loyaltyCardNumber', 'payment.mode', 'payment.points', ...cardFields, ...tripProtectionFields, 'acceptTerms'] as const

export function emptyCheckoutValues(prefill: Partial<CheckoutValues> = {}): CheckoutValues {
  const text = Object.fromEntries([...travelerFields, ...cardFields].map((name) => [name, ''])) as Record<TextField, string>
  const flags = Object.fromEntries([...tripProtectionFields, 'acceptTerms'].map((name) => [name, false])) as Record<FlagField, boolean>
  return {
    ...text,
    ...flags,
    roomPreference: 'NON_SMOKING',
    specialRequests: '',
    loyaltyCardNumber: '',
    pickUpPoint: '',
    language: '',
    occasion: 'NONE',
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

export function paymentRequestOf(values: CheckoutValues, points: { forDueNow: number }) {
  const mode = values['payment.mode']
  const card = needsCard(values)
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
  return { mode, points: usedPoints, card }
}

/** What a number of points pays, rounded down like the platform does. */
export function pointsValue(points: number, offer: { dueNow: number; points: { value: { points: number; minorUnits: number } } }) {
  return Math.min(offer.dueNow, Math.floor((points * offer.points.value.minorUnits) / offer.points.value.points))
}

export function tripProtectionRequestOf(values: CheckoutValues) {
  return {
    tripProtectionProduct: values['tripProtection.tripProtectionProduct'],
    tripProtectionProductAgree: values['tripProtection.tripProtectionProductAgree'],
    tripProtectionElectronicCommunicationAccept: values['tripProtection.tripProtectionElectronicCommunicationAccept'],
    tripProtectionSignAccept: values['tripProtection.tripProtectionSignAccept'],
  }
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

export const focusFailingFieldDelayMs = 2_000

/** The first field (in screen order) with an error, or undefined. */
export function firstFailingField(errors: FieldErrors): string | undefined {
  return fieldOrder.find((name) => errors[name]) ?? Object.keys(errors).find((name) => errors[name])
}

/** After 2 s, focuses the first failing field of the form and scrolls it into view (SPEC.md §4). */
export function focusFirstFailingField(form: HTMLFormElement | null, errors: FieldErrors, delayMs = focusFailingFieldDelayMs) {
  const name = firstFailingField(errors)
  if (!form || !name) return () => {}
  const timer = setTimeout(() => {
    const named = Array.from(form.querySelectorAll<HTMLElement>('[name]')).find((element) => element.getAttribute('name') === name && element.getAttribute('type') !== 'hidden')
    // Groups (radios, checkboxes) are wrapped in an element marked with the field's name: focus its first control.
    const group = Array.from(form.querySelectorAll<HTMLElement>('[data-field]')).find((element) => element.dataset.field === name)
    const field = named ?? group?.querySelector<HTMLElement>('input:not([type="hidden"]), button, [tabindex]') ?? group?.querySelector<HTMLElement>('input')
    field?.focus()
    field?.scrollIntoView({ block: 'center', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
  }, delayMs)
  return () => clearTimeout(timer)
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
