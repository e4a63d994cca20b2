// The trips messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/trips.ts). Generated from the message folders by `npm run generate`; do not edit.
import { trips as enGb } from '../messages/en-gb/trips'
import { trips as enUs } from '../messages/en-us/trips'
import { plainTranslator } from '../plain-message'

export const tripsText = plainTranslator('trips', { 'en-US': enUs, 'en-GB': enGb })
