// The air-trip messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/air.ts, its `airTrip`). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { airTrip as enGb } from '../messages/en-gb/air'
import { airTrip as enUs } from '../messages/en-us/air'

export const airTripText = plainTranslator('air-trip', inLocales('en-US', enUs, { 'en-GB': enGb }))
