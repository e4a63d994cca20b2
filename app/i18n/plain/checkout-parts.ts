// The messages of the checkout's parts loaded beside the page, without the message formatter (see ../plain-message.ts).
import { checkoutParts as enGb } from '../messages/en-gb/checkout-parts'
import { checkoutParts as enUs } from '../messages/en-us/checkout-parts'
import { plainTranslator } from '../plain-message'

export const checkoutPartsText = plainTranslator('checkout-parts', { 'en-US': enUs, 'en-GB': enGb })
