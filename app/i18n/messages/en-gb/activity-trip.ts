// British English differences from the en-US tours and transport confirmation, reservation and cancellation pages texts.
import { activityTrip as base } from '../en-us/activity-trip'
import { variantOf } from '../messages'

export const activityTrip = variantOf(base, {
  'cancel.tour-cancelled': 'Tour cancelled',
  'cancel.transfer-cancelled': 'Transfer cancelled',
  'reservation-details.lead-traveler': 'Lead traveller',
  'cancel.this-can-t': "This {noun} can't be cancelled here",
  'cancel.cancelling-your': 'Cancelling your {noun}',
  'confirmation.this-is-cancelled': 'This {noun} is cancelled',
})
