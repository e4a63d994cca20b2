// British English differences from the en-US air-reservations texts.
import { air as base } from '../en-us/air'
import { variantOf } from '../messages'

export const air = variantOf(base, {
  'page.traveler-information': 'Traveller information',
  'exchange-checkout-page.zip-or-postal-code': 'Postcode',
})
