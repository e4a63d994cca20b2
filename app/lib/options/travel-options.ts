// Fixed option lists of §R3/§R9: payment methods, room preferences, counts 1 to 20. The labels
// repeat those in contracts/domain, whose modules load zod; a unit test keeps the two in step.
import type { SelectOption } from './select-option'

export const paymentMethodOptions: SelectOption[] = [
  { value: 'both', title: 'Both' },
  { value: 'card', title: 'Card' },
  { value: 'points', title: 'Points' },
  { value: 'unusedTicket', title: 'Unused ticket' },
]

export const roomPreferenceOptions: SelectOption[] = [
  { value: 'smoking', title: 'Smoking' },
  { value: 'nonSmoking', title: 'Non-Smoking' },
  { value: 'wheelchair', title: 'Wheelchair accessible' },
]

export const countRange = { min: 1, max: 20 } as const

/** Counts for quantity menus (rooms, travellers): 1 to 20 unless narrowed. */
export function countOptions(min: number = countRange.min, max: number = countRange.max): SelectOption[] {
  return Array.from({ length: Math.max(0, max - min + 1) }, (_, index) => {
    const count = String(min + index)
    return { value: count, title: count }
  })
}
