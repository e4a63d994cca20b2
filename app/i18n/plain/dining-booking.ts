// The dining-booking messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/dining-booking.ts). Generated from the message folders by `npm run generate`; do not edit.
import { diningBooking as enGb } from '../messages/en-gb/dining-booking'
import { diningBooking as enUs } from '../messages/en-us/dining-booking'
import { plainTranslator } from '../plain-message'

export const diningBookingText = plainTranslator('dining-booking', { 'en-US': enUs, 'en-GB': enGb })
