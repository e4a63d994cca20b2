// British English differences from the en-US checkout texts.
import { checkout as base } from '../en-us/checkout'
import { variantOf } from '../messages'

export const checkout = variantOf(base, {
  'progress.travellers': 'Traveller details',
  'traveler.title': 'Traveller information',
  'traveler.saved': 'Saved travellers',
  'traveler.choose-saved': 'Choose a saved traveller',
  'traveler.saved-for-passenger': 'Saved travellers for passenger {number}',
  'traveler.save': 'Save this traveller to my profile',
  'payment.state': 'County or region',
  'payment.zip': 'Postcode',
})
