// The landing messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/landing.ts). Generated from the message folders by `npm run generate`; do not edit.
import { landing as enGb } from '../messages/en-gb/landing'
import { landing as enUs } from '../messages/en-us/landing'
import { plainTranslator } from '../plain-message'

export const landingText = plainTranslator('landing', { 'en-US': enUs, 'en-GB': enGb })
