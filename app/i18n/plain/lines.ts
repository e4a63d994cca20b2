// The lines messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/lines.ts). Generated from the message folders by `npm run generate`; do not edit.
import { lines as enGb } from '../messages/en-gb/lines'
import { lines as enUs } from '../messages/en-us/lines'
import { plainTranslator } from '../plain-message'

export const linesText = plainTranslator('lines', { 'en-US': enUs, 'en-GB': enGb })
