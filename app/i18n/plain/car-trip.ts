// The car-trip messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/car.ts, its `carTrip`). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { carTrip as enGb } from '../messages/en-gb/car'
import { carTrip as enUs } from '../messages/en-us/car'

export const carTripText = plainTranslator('car-trip', inLocales('en-US', enUs, { 'en-GB': enGb }))
