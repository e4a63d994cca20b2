// The car-trip messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/car-trip.ts). Generated from the message folders by `npm run generate`; do not edit.
import { carTrip as enGb } from '../messages/en-gb/car-trip'
import { carTrip as enUs } from '../messages/en-us/car-trip'
import { plainTranslator } from '../plain-message'

export const carTripText = plainTranslator('car-trip', { 'en-US': enUs, 'en-GB': enGb })
