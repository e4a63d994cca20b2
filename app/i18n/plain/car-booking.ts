// The car-booking messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/car-booking.ts). Generated from the message folders by `npm run generate`; do not edit.
import { carBooking as enGb } from '../messages/en-gb/car-booking'
import { carBooking as enUs } from '../messages/en-us/car-booking'
import { plainTranslator } from '../plain-message'

export const carBookingText = plainTranslator('car-booking', { 'en-US': enUs, 'en-GB': enGb })
