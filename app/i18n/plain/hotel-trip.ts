// The hotel-trip messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/hotel.ts, its `hotelTrip`). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { hotelTrip as enGb } from '../messages/en-gb/hotel'
import { hotelTrip as enUs } from '../messages/en-us/hotel'

export const hotelTripText = plainTranslator('hotel-trip', inLocales('en-US', enUs, { 'en-GB': enGb }))
