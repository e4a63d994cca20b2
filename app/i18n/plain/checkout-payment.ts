// The payment section's messages without the message formatter (see ../plain-message.ts).
import { checkoutPayment as enGb } from '../messages/en-gb/checkout-payment'
import { checkoutPayment as enUs } from '../messages/en-us/checkout-payment'
import { plainTranslator } from '../plain-message'

export const checkoutPaymentText = plainTranslator('checkout-payment', { 'en-US': enUs, 'en-GB': enGb })
