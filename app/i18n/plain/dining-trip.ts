// The dining-trip messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/dining-trip.ts). Generated from the message folders by `npm run generate`; do not edit.
import { diningTrip as enGb } from '../messages/en-gb/dining-trip'
import { diningTrip as enUs } from '../messages/en-us/dining-trip'
import { plainTranslator } from '../plain-message'

export const diningTripText = plainTranslator('dining-trip', { 'en-US': enUs, 'en-GB': enGb })
