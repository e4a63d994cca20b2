// Saved travelers at every line's checkout (§R3.13 traveler profiles, §R7 add-travelers and modify-travelers): the
// choice of a saved traveller and the box that saves this one are a signed-in member's only, so their code
// (./saved-traveler-parts.tsx) loads for a member, not with every visitor's checkout (issue 40); what saves the
// traveller once booked is here.
import { Suspense, lazy, type ComponentType } from 'react'
import { customerAddTravelers, customerModifyTravelers } from '@server/bff/functions/customer.functions'
import { useAuthStatus } from '~/features/session/use-member-session'
import type { CheckoutValues } from './checkout-form'

const parts = () => import('./saved-traveler-parts')

/** `Part` for a signed-in member, loaded when first shown; nothing for a visitor. */
function forMembers<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })))
  return function ForMembers(props: Props) {
    const { status } = useAuthStatus()
    if (status !== 'authenticated') return null
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    )
  }
}

/** The member's saved travelers as a choice above the traveller's fields (saved-traveler-parts.tsx). */
export const SavedTravelers = forMembers(() => parts().then((module) => module.SavedTravelers))
/** A signed-in member's saved travelers as a select (saved-traveler-parts.tsx). */
export const SavedTravelerChoice = forMembers(() => parts().then((module) => module.SavedTravelerChoice))
/** The box that saves the traveller to the member's profile (saved-traveler-parts.tsx). */
export const SaveTravelerFlag = forMembers(() => parts().then((module) => module.SaveTravelerFlag))

/**
 * Once booked: saves the traveller (add-travelers) or the changes to the one picked
 * (modify-travelers) when the member asked to. A courtesy: the booking stands if it fails. The
 * list is refreshed with the rest of the member's data after a booking (useBooking).
 */
export async function saveTravelerOnceBooked(values: CheckoutValues, extra: { roomPreference?: 'NON_SMOKING' | 'SMOKING' | 'WHEELCHAIR_ACCESSIBLE' } = {}) {
  if (!values['traveler.save']) return
  const traveler = { firstName: values['traveler.firstName'].trim(), lastName: values['traveler.lastName'].trim(), email: values['traveler.email'].trim(), phone: values['traveler.phone'].trim(), ...extra }
  const travelerId = values['traveler.profileId']
  await (travelerId ? customerModifyTravelers({ data: { body: { travelers: [{ travelerId, ...traveler }] } } }) : customerAddTravelers({ data: { body: { travelers: [{ ...traveler, isPrimary: false }] } } })).catch(() => undefined)
}
