// British English differences from the en-US texts of the checkout's parts.
import type { checkoutParts as base } from '../en-us/checkout-parts'
import type { Differences } from '../messages'

export const checkoutParts = {
  'progress.travellers': 'Traveller details',
  'traveler.saved': 'Saved travellers',
  'traveler.choose-saved': 'Choose a saved traveller',
  'traveler.save': 'Save this traveller to my profile',
  'payment.state': 'County or region',
  'payment.zip': 'Postcode',
} satisfies Differences<typeof base>
