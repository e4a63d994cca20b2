// British English differences from the en-US payment section texts.
import { checkoutPayment as base } from '../en-us/checkout-payment'
import { variantOf } from '../messages'

export const checkoutPayment = variantOf(base, {
  'payment.state': 'County or region',
  'payment.zip': 'Postcode',
})
