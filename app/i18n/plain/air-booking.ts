// The air-booking messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/air.ts, its `airBooking`). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { airBooking as enGb } from '../messages/en-gb/air'
import { airBooking as enUs } from '../messages/en-us/air'

export const airBookingText = plainTranslator('air-booking', inLocales('en-US', enUs, { 'en-GB': enGb }))
