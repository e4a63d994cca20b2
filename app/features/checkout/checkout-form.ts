// The checkout form's model, shared by every line of business: values named by their path in the
// booking request (so server field errors such as `body.payment.card.cardNumber` land beside the
// right field), the payment methods of §R3/§R4, and the failing fields in the order the page
// shows them, for the error summary that takes the focus after a failed submit (docs/decisions/115).
import type { ApiErrorObject } from '@contracts/api/api-error'
import { PaymentMode, paymentMethodLabels } from '@contracts/domain/payment-mode'
import { checkoutText } from '~/i18n/plain/checkout'
import { uiText } from '~/i18n/plain/ui'
import { scrollBehavior } from '~/lib/motion'

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

/**
 * The most points Both takes: every usable point, short of paying everything (that is Points), unless
 * trip protection is added, when the card pays its premium whatever the points pay: then points may pay all
 * that is due now (issue 36: the box stopped one point short of the total).
 */
export function splitPointsMost(points: { max: number; forDueNow: number }, premium: number) {
  return Math.max(1, Math.min(points.max, premium > 0 ? points.forDueNow : points.forDueNow - 1))
}

/** Points a slider key press moves: about a hundredth of the range, in 1, 10, 100 or 1,000 (PageUp/PageDown move ten). */
export function pointsStep(max: number) {
  return max >= 50_000 ? 1_000 : max >= 5_000 ? 100 : max >= 500 ? 10 : 1
}

/** The fewest points Both puts towards a booking: the field, the slider, Home and the help text all start here. */
export const fewestSplitPoints = 1

/** A typed number of points: whole, from the fewest to the most usable; anything else is refused (null). */
export function typedPoints(typed: string, max: number): number | null {
  const digits = typed.replace(/[\s,]/g, '')
  if (!/^\d+$/.test(digits)) return null
  const points = Number(digits)
  return points >= fewestSplitPoints && points <= max ? points : null
}

/** What points the split slider keeps: within 1 and the most usable. */
export const clampPoints = (points: number, max: number) => Math.min(Math.max(fewestSplitPoints, Math.round(points)), max)

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

/**
 * A failing field as the error summary lists it: its message, the control it links to (none when the
 * page has no field of that name), the field's label and the group it belongs to ("Passenger 2 (Child)").
 */
export type FailingField = { name: string; message: string; target?: HTMLElement; label?: string; group?: string }

/** The control a field's name stands for: the named input, select or textarea, else the first control of an element marked `data-field` (a group). */
export function controlOf(form: HTMLFormElement, name: string): HTMLElement | undefined {
  const named = Array.from(form.querySelectorAll<HTMLElement>('[name]')).find((element) => element.getAttribute('name') === name && element.getAttribute('type') !== 'hidden')
  if (named) return named
  const group = Array.from(form.querySelectorAll<HTMLElement>('[data-field]')).find((element) => element.dataset.field === name)
  return group?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea, button, [tabindex]') ?? undefined
}

/**
 * The form's failing fields in the order they stand in the page (passengers before the card, whatever
 * a line adds), each with its control; errors the page has no field for (a seat, a whole request) come
 * last. Each control is listed once, with its first error.
 */
export function failingFieldsInOrder(form: HTMLFormElement, errors: FieldErrors): FailingField[] {
  const seen = new Set<HTMLElement>()
  const listed: FailingField[] = []
  for (const [name, message] of Object.entries(errors)) {
    if (!message) continue
    const target = controlOf(form, name)
    if (target && seen.has(target)) continue
    if (target) seen.add(target)
    listed.push({ name, message, target, label: target && labelOf(target), group: target && groupOf(form, target) })
  }
  const placed = listed.filter((field) => field.target).sort((a, b) => (a.target!.compareDocumentPosition(b.target!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
  return [...placed, ...listed.filter((field) => !field.target)]
}

/** What a control is called on the page: its label without the required marks, or its group's legend for a radio or checkbox of a group. */
function labelOf(target: HTMLElement): string | undefined {
  const fieldset = target.closest('fieldset')
  const name = target.getAttribute('name')
  if (fieldset && (target as HTMLInputElement).type === 'radio' && Array.from(fieldset.querySelectorAll('input, select, textarea')).every((control) => control.getAttribute('name') === name)) {
    return fieldset.querySelector(':scope > legend')?.textContent?.trim() || undefined
  }
  const label = (target as HTMLInputElement).labels?.[0]
  if (!label) return target.getAttribute('aria-label') ?? undefined
  const copy = label.cloneNode(true) as HTMLElement
  for (const part of Array.from(copy.querySelectorAll('[aria-hidden="true"], input, select, textarea'))) part.remove()
  for (const part of Array.from(copy.querySelectorAll('span'))) if (part.textContent?.trim() === uiText('field.required')) part.remove()
  return copy.textContent?.replace(/\s+/g, ' ').trim() || undefined
}

/** The legend of the outermost fieldset around a control, when the fieldset holds more than that one field (a passenger, not a radio group). */
function groupOf(form: HTMLFormElement, target: HTMLElement): string | undefined {
  let outermost: HTMLFieldSetElement | undefined
  for (let element = target.parentElement; element && element !== form; element = element.parentElement) {
    if (element instanceof HTMLFieldSetElement) outermost = element
  }
  if (!outermost) return undefined
  const controls = Array.from(outermost.querySelectorAll('input, select, textarea'))
  if (controls.every((control) => control.getAttribute('name') === target.getAttribute('name'))) return undefined
  // A legend that leads into its boxes with a colon ("Accept these three to add trip protection:") is named without
  // it: the summary joins group and field with its own (a screen reader said "colon colon").
  return outermost.querySelector(':scope > legend')?.textContent?.trim().replace(/\s*:$/, '') || undefined
}

/** Moves to a failing field from the error summary: focused, with its label in view (§R4: failing fields are focused and scrolled into view). */
export function focusField(target: HTMLElement) {
  target.focus({ preventScroll: true })
  target.scrollIntoView({ block: 'center', behavior: scrollBehavior() })
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
