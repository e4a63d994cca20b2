// The air-trip messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/air-trip.ts). Generated from the message folders by `npm run generate`; do not edit.
import { airTrip as enGb } from '../messages/en-gb/air-trip'
import { airTrip as enUs } from '../messages/en-us/air-trip'
import { plainTranslator } from '../plain-message'

export const airTripText = plainTranslator('air-trip', { 'en-US': enUs, 'en-GB': enGb })
