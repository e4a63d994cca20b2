// A checkout's values (§R2.20, §R4.19): restored after a reload (card secrets excepted), what was typed before the
// script was ready kept, prefilled for a member, bound to the fields; and the payment's totals read from them.
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react'
import { PaymentMode } from '@contracts/domain/payment-mode'
import { pointsEarnedOn, totalWithProtection } from '@contracts/domain/points'
import { useMemberSession } from '~/features/session/use-member-session'
import type { Booking } from './checkout-booking'
import type { FieldBinding } from './checkout-fields'
import { emptyCheckoutValues, pointsValue, premiumOf, secretFields, type CheckoutValues } from './checkout-form'
import { readCheckout, writeCheckout, type CheckoutStorageKey } from './checkout-storage'
import type { PaymentOffer } from './payment-section'

/**
 * The text a traveller typed into a checkout's fields before its script was ready (a slow phone):
 * the fields are named as the values are, so each non-empty text field whose value is text is taken
 * (issue 35: the early submit is held, and what was typed must not be lost when the page takes over).
 */
export function typedBeforeHydration(current: CheckoutValues): Partial<CheckoutValues> {
  const typed: Record<string, string> = {}
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('form[data-needs-script] input[name], form[data-needs-script] textarea[name]')) {
    const textual = field instanceof HTMLTextAreaElement || ['text', 'email', 'tel', 'search', ''].includes(field.type)
    if (textual && field.value !== '' && typeof (current as Record<string, unknown>)[field.name] === 'string') typed[field.name] = field.value
  }
  return typed
}

/**
 * The form's values and their binding to the fields: restored after hydration (storage is the
 * browser's), prefilled from the member's profile where still empty, written back on each change.
 * A member who has not chosen yet starts with their default card on file, paying by card: points are
 * theirs to choose (docs/decisions/139).
 * A payment mode the (re)priced quote no longer allows falls back to the card.
 */
export function useCheckoutValues(
  storageKey: CheckoutStorageKey,
  paymentModes: readonly number[],
  { errors, setErrors }: Pick<Booking, 'errors' | 'setErrors'>,
) {
  const { profile, activeProfile } = useMemberSession()
  const [values, setValues] = useState<CheckoutValues>(() => emptyCheckoutValues())
  // A payment chosen before a reload is the traveller's, not a default to replace.
  const restoredPayment = useRef(false)
  useEffect(() => {
    const stored = readCheckout<CheckoutValues>(storageKey)
    restoredPayment.current = stored?.['payment.mode'] !== undefined
    // Restoring after hydration keeps the server and client renders equal. What was typed before the
    // page's script was ready is still in the fields and comes last: the next render would blank them.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues((current) => ({ ...current, ...Object.fromEntries(Object.entries(stored ?? {}).filter(([, value]) => value !== '')), ...typedBeforeHydration(current) }))
  }, [storageKey])
  // Once per member (adjusting state while rendering).
  const [prefilledFor, setPrefilledFor] = useState<string>()
  if (profile && prefilledFor !== profile.clientCustomerId) {
    setPrefilledFor(profile.clientCustomerId)
    setValues((current) => ({
      ...current,
      'traveler.firstName': current['traveler.firstName'] || profile.personalInfo.firstName,
      'traveler.lastName': current['traveler.lastName'] || profile.personalInfo.lastName,
      'traveler.email': current['traveler.email'] || activeProfile?.email || '',
      'traveler.phone': current['traveler.phone'] || (activeProfile ? `${activeProfile.phone.countryCode} ${activeProfile.phone.number}` : ''),
      ...(restoredPayment.current ? {} : memberPayment(activeProfile?.cards ?? [])),
    }))
  }
  const mode = paymentModes.includes(values['payment.mode']) ? values['payment.mode'] : PaymentMode.CASH
  const current = { ...values, 'payment.mode': mode }
  const binding: FieldBinding = {
    values: current,
    errors,
    onChange: (name, value) => {
      setValues((previous) => {
        const next = { ...previous, [name]: value }
        writeCheckout(storageKey, next, secretFields)
        return next
      })
      if (errors[name]) setErrors((previous) => ({ ...previous, [name]: undefined }))
    },
  }
  return { values: current, setValues: setValues as Dispatch<SetStateAction<CheckoutValues>>, binding }
}

/**
 * A member's starting payment: the default card on file (else the first), paying by card. The member
 * chooses to spend points; the site never spends them by default (docs/decisions/139, issue 36 fifth pass item 12).
 */
export function memberPayment(cards: readonly { token?: string; isDefault: boolean }[]): Partial<CheckoutValues> {
  const onFile = cards.filter((card) => card.token)
  const card = onFile.find((entry) => entry.isDefault) ?? onFile[0]
  return { 'payment.savedCard.token': card?.token ?? '', 'payment.mode': PaymentMode.CASH, 'payment.points': 0 }
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
