// The air-fares messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/air.ts, its `airFares`). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { airFares as enUs } from '../messages/en-us/air'

export const airFaresText = plainTranslator('air-fares', inLocales('en-US', enUs, { 'en-GB': {} }))
