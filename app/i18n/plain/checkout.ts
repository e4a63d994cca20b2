// The checkout messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/checkout.ts). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { checkout as enGb } from '../messages/en-gb/checkout'
import { checkout as enUs } from '../messages/en-us/checkout'

export const checkoutText = plainTranslator('checkout', inLocales('en-US', enUs, { 'en-GB': enGb }))
