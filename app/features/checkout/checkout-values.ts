// A checkout's values (§R2.20, §R4.19): restored after a reload (card secrets excepted), what was typed before the
// script was ready kept, prefilled for a member, bound to the fields.
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react'
import { PaymentMode } from '@contracts/domain/payment-mode'
import { useMemberSession } from '~/features/session/use-member-session'
import type { Booking } from './checkout-booking'
import type { FieldBinding } from './checkout-fields'
import { emptyCheckoutValues, secretFields, type CheckoutValues } from './checkout-form'
import { readCheckout, writeCheckout, type CheckoutStorageKey } from './checkout-storage'

/**
 * What a traveller typed or chose in a checkout's fields before their script was ready (a slow phone), in `root` (the
 * checkout's form): the fields are named as the values are. A text is taken where the field holds one, a choice (a
 * radio, a box, a list) where it differs from what was drawn, each as its value's type; a field whose name is no value
 * is left. The page reads its form as it hydrates, the payment section its own (its code comes after the page's):
 * issue 35, the early submit is held, and nothing entered is lost when the page takes over.
 */
export function enteredBeforeHydration<Values extends object>(current: Values, root: ParentNode | null = document.querySelector('form[data-needs-script]')): Partial<Values> {
  const was = current as Record<string, unknown>
  const entered: Record<string, unknown> = {}
  for (const field of root?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input[name], textarea[name], select[name]') ?? []) {
    if (!(field.name in was)) continue
    const before = was[field.name]
    const choice = field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')
    if (choice && field.type === 'checkbox') {
      if (typeof before === 'boolean' && field.checked !== before) entered[field.name] = field.checked
    } else if (choice) {
      if (field.checked && field.value !== String(before)) entered[field.name] = typeof before === 'number' ? Number(field.value) : field.value
    } else if (field.value !== '' && field.value !== String(before)) {
      if (typeof before === 'string') entered[field.name] = field.value
      else if (typeof before === 'number' && Number.isFinite(Number(field.value))) entered[field.name] = Number(field.value)
    }
  }
  return entered as Partial<Values>
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
    setValues((current) => ({ ...current, ...Object.fromEntries(Object.entries(stored ?? {}).filter(([, value]) => value !== '')), ...enteredBeforeHydration(current) }))
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
      ...(restoredPayment.current ? {} : memberPayment(activeProfile?.cards ?? [], current)),
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
 * A member's starting payment, as their profile comes: the default card on file (else the first), where no card is
 * chosen yet. The way to pay is left as it is: by card unless the member chose otherwise, perhaps before their profile
 * came (Both pressed on a slow phone was put back to the card). The site never spends points by default
 * (docs/decisions/139, issue 36 fifth pass item 12): the values start paying by card.
 */
export function memberPayment(cards: readonly { token?: string; isDefault: boolean }[], chosen: Pick<CheckoutValues, 'payment.savedCard.token'>): Partial<CheckoutValues> {
  if (chosen['payment.savedCard.token']) return {}
  const onFile = cards.filter((card) => card.token)
  const card = onFile.find((entry) => entry.isDefault) ?? onFile[0]
  return { 'payment.savedCard.token': card?.token ?? '' }
}
