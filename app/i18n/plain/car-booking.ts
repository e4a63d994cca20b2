// The car-booking messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/car.ts, its `carBooking`). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { carBooking as enGb } from '../messages/en-gb/car'
import { carBooking as enUs } from '../messages/en-us/car'

export const carBookingText = plainTranslator('car-booking', inLocales('en-US', enUs, { 'en-GB': enGb }))
