// The dining-trip messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/dining.ts, its `diningTrip`). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { diningTrip as enGb } from '../messages/en-gb/dining'
import { diningTrip as enUs } from '../messages/en-us/dining'

export const diningTripText = plainTranslator('dining-trip', inLocales('en-US', enUs, { 'en-GB': enGb }))
