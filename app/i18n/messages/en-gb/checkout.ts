// British English differences from the en-US checkout texts.
import { checkout as base } from '../en-us/checkout'
import { variantOf } from '../messages'

export const checkout = variantOf(base, {
  'traveler.title': 'Traveller information',
  'payment.state': 'County or region',
  'payment.zip': 'Postcode',
})
