// The dining messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/dining.ts). Generated from the message folders by `npm run generate`; do not edit.
import { dining as enGb } from '../messages/en-gb/dining'
import { dining as enUs } from '../messages/en-us/dining'
import { plainTranslator } from '../plain-message'

export const diningText = plainTranslator('dining', { 'en-US': enUs, 'en-GB': enGb })
