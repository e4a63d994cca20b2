// The session messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/session.ts). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { session as enGb } from '../messages/en-gb/session'
import { session as enUs } from '../messages/en-us/session'

export const sessionText = plainTranslator('session', inLocales('en-US', enUs, { 'en-GB': enGb }))
