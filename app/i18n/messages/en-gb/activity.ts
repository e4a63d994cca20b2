// British English differences from the en-US activity texts.
import { activity as base } from '../en-us/activity'
import { variantOf } from '../messages'

export const activity = variantOf(base, {
  'reservation-details.lead-traveler': 'Lead traveller',
})
