// British English differences from the en-US tours and transport terms.
import { activityTerms as base } from '../en-us/activity-terms'
import { variantOf } from '../messages'

export const activityTerms = variantOf(base, {
  'party.traveler.one': '{count} traveller',
  'party.traveler.other': '{count} travellers',
  'party.travelers': 'Travellers',
})
