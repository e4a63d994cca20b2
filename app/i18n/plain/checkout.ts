// The checkout messages without the message formatter (see ../plain-message.ts).
import { checkout as enGb } from '../messages/en-gb/checkout'
import { checkout as enUs } from '../messages/en-us/checkout'
import { plainTranslator } from '../plain-message'

export const checkoutText = plainTranslator('checkout', { 'en-US': enUs, 'en-GB': enGb })
