// The debug messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/debug.ts). Generated from the message folders by `npm run generate`; do not edit.
import { debug as enGb } from '../messages/en-gb/debug'
import { debug as enUs } from '../messages/en-us/debug'
import { plainTranslator } from '../plain-message'

export const debugText = plainTranslator('debug', { 'en-US': enUs, 'en-GB': enGb })
