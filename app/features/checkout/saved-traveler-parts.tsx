// Saved travelers at every line's checkout (§R3.13 traveler profiles, §R7 get-traveler): a signed-in member picks one
// to fill the traveller's details, and may save the traveller to their profile once booked, or the changes to the one
// they picked. Loaded for a signed-in member only, by ./saved-travelers.tsx.
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { css } from 'styled-system/css'
import type { TravelerProfile } from '@contracts/lxp/traveler-profile.schema'
import { customerGetTraveler } from '@server/bff/functions/customer.functions'
import { useAuthStatus } from '~/features/session/use-member-session'
import { travelerProfilesQueryOptions } from '~/features/travelers/traveler-profiles.queries'
import { checkoutPartsText } from '~/i18n/plain/checkout-parts'
import { field } from 'styled-system/recipes/field'
import { FlagInput, type FieldBinding } from './checkout-fields'

const fieldClasses = field()

/**
 * The member's saved travelers as a choice above the traveller's fields; picking one reads it afresh
 * (get-traveler) and fills the fields, `onPick` adding what the line keeps of it (a room preference).
 */
export function SavedTravelers({ binding, onPick }: { binding: FieldBinding; onPick?: (traveler: TravelerProfile) => void }) {
  return (
    <SavedTravelerChoice
      label={checkoutPartsText('traveler.saved')}
      value={binding.values['traveler.profileId']}
      onChoose={(travelerId) => binding.onChange('traveler.profileId', travelerId)}
      onPick={(traveler) => {
        binding.onChange('traveler.firstName', traveler.firstName)
        binding.onChange('traveler.lastName', traveler.lastName)
        binding.onChange('traveler.email', traveler.email)
        binding.onChange('traveler.phone', traveler.phone)
        onPick?.(traveler)
      }}
    />
  )
}

/**
 * A signed-in member's saved travelers as a select (nothing for a visitor or a member without any):
 * `onPick` gets the one chosen as listed, then again as saved now (get-traveler) when the list is older.
 */
export function SavedTravelerChoice({ label, value, onChoose, onPick }: { label: string; value?: string; onChoose?: (travelerId: string) => void; onPick: (traveler: TravelerProfile) => void }) {
  const id = useId()
  const { status } = useAuthStatus()
  const { data: travelers = [] } = useQuery({ ...travelerProfilesQueryOptions(), enabled: status === 'authenticated' })
  if (status !== 'authenticated' || travelers.length === 0) return null
  const picked = travelers.find((traveler) => traveler.travelerId === value)
  return (
    <div className={fieldClasses.root}>
      <label htmlFor={id} className={fieldClasses.label}>
        {label}
      </label>
      <select
        id={id}
        {...(value === undefined ? { defaultValue: '' } : { value: picked?.travelerId ?? '' })}
        onChange={async (event) => {
          const travelerId = event.target.value
          onChoose?.(travelerId)
          const listed = travelers.find((traveler) => traveler.travelerId === travelerId)
          if (!listed) return
          onPick(listed)
          // The list may be a minute old: the traveller as saved now, where it can be read.
          const fresh = await customerGetTraveler({ data: { body: { travelerId } } }).catch(() => undefined)
          if (fresh?.ok && fresh.value.updatedAt !== listed.updatedAt) onPick(fresh.value)
        }}
        className={fieldClasses.select}
      >
        <option value="">{checkoutPartsText('traveler.choose-saved')}</option>
        {travelers.map((traveler) => (
          <option key={traveler.travelerId} value={traveler.travelerId}>
            {traveler.firstName} {traveler.lastName} ({traveler.email})
          </option>
        ))}
      </select>
    </div>
  )
}

/** The box that saves the traveller to the member's profile, or updates the saved traveller picked. */
export function SaveTravelerFlag({ binding }: { binding: FieldBinding }) {
  const { status } = useAuthStatus()
  if (status !== 'authenticated') return null
  const { values } = binding
  return (
    <div className={css({ mt: '1' })}>
      <FlagInput binding={binding} name="traveler.save">
        {values['traveler.profileId'] ? checkoutPartsText('traveler.update', { name: `${values['traveler.firstName']} ${values['traveler.lastName']}`.trim() }) : checkoutPartsText('traveler.save')}
      </FlagInput>
    </div>
  )
}
