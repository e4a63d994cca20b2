// British English differences from the en-US tours and transport checkout and the parts the booking pages share texts.
import { activityBooking as base } from '../en-us/activity-booking'
import { variantOf } from '../messages'

export const activityBooking = variantOf(base, {
  'checkout.the-lead-traveler': 'The lead traveller: {supplierName} contacts them about the {noun}.',
})
