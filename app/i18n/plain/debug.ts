// The debug messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/debug.ts). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { debug as enGb } from '../messages/en-gb/debug'
import { debug as enUs } from '../messages/en-us/debug'

export const debugText = plainTranslator('debug', inLocales('en-US', enUs, { 'en-GB': enGb }))
