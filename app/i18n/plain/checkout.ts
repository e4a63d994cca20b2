// The checkout messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/checkout.ts). Generated from the message folders by `npm run generate`; do not edit.
import { checkout as enGb } from '../messages/en-gb/checkout'
import { checkout as enUs } from '../messages/en-us/checkout'
import { plainTranslator } from '../plain-message'

export const checkoutText = plainTranslator('checkout', { 'en-US': enUs, 'en-GB': enGb })
