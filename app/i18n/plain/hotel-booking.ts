// The hotel-booking messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/hotel-booking.ts). Generated from the message folders by `npm run generate`; do not edit.
import { hotelBooking as enGb } from '../messages/en-gb/hotel-booking'
import { hotelBooking as enUs } from '../messages/en-us/hotel-booking'
import { plainTranslator } from '../plain-message'

export const hotelBookingText = plainTranslator('hotel-booking', { 'en-US': enUs, 'en-GB': enGb })
