// The air-fares messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/air-fares.ts). Generated from the message folders by `npm run generate`; do not edit.
import { airFares as enGb } from '../messages/en-gb/air-fares'
import { airFares as enUs } from '../messages/en-us/air-fares'
import { plainTranslator } from '../plain-message'

export const airFaresText = plainTranslator('air-fares', { 'en-US': enUs, 'en-GB': enGb })
