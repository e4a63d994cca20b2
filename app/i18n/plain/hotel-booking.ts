// The hotel-booking messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/hotel.ts, its `hotelBooking`). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { hotelBooking as enUs } from '../messages/en-us/hotel'

export const hotelBookingText = plainTranslator('hotel-booking', inLocales('en-US', enUs, { 'en-GB': {} }))
