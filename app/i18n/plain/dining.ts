// The dining messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/dining.ts). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { dining as enUs } from '../messages/en-us/dining'

export const diningText = plainTranslator('dining', inLocales('en-US', enUs, { 'en-GB': {} }))
