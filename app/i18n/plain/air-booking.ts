// The air-booking messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/air-booking.ts). Generated from the message folders by `npm run generate`; do not edit.
import { airBooking as enGb } from '../messages/en-gb/air-booking'
import { airBooking as enUs } from '../messages/en-us/air-booking'
import { plainTranslator } from '../plain-message'

export const airBookingText = plainTranslator('air-booking', { 'en-US': enUs, 'en-GB': enGb })
