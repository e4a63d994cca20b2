// British English differences from the en-US tours and transport confirmation, reservation and cancellation pages texts.
import { activityTrip as base } from '../en-us/activity-trip'
import { variantOf } from '../messages'

export const activityTrip = variantOf(base, {
  'reservation-details.lead-traveler': 'Lead traveller',
})
