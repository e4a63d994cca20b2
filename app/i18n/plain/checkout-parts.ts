// The checkout-parts messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/checkout-parts.ts). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { checkoutParts as enGb } from '../messages/en-gb/checkout-parts'
import { checkoutParts as enUs } from '../messages/en-us/checkout-parts'

export const checkoutPartsText = plainTranslator('checkout-parts', inLocales('en-US', enUs, { 'en-GB': enGb }))
