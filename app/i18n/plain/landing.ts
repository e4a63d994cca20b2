// The landing messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/landing.ts). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { landing as enGb } from '../messages/en-gb/landing'
import { landing as enUs } from '../messages/en-us/landing'

export const landingText = plainTranslator('landing', inLocales('en-US', enUs, { 'en-GB': enGb }))
