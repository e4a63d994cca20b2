// British English differences from the en-US activity texts.
import { activity as base } from '../en-us/activity'
import { variantOf } from '../messages'

export const activity = variantOf(base, {
  'reservation-details.lead-traveler': 'Lead traveller',
  'checkout-page.the-lead-traveler-contacts-them': 'The lead traveller: {supplierName} contacts them about the {value2}.',
})
