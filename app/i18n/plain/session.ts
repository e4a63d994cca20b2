// The session messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/session.ts). Generated from the message folders by `npm run generate`; do not edit.
import { session as enGb } from '../messages/en-gb/session'
import { session as enUs } from '../messages/en-us/session'
import { plainTranslator } from '../plain-message'

export const sessionText = plainTranslator('session', { 'en-US': enUs, 'en-GB': enGb })
