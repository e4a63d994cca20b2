// The hotel-trip messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/hotel-trip.ts). Generated from the message folders by `npm run generate`; do not edit.
import { hotelTrip as enGb } from '../messages/en-gb/hotel-trip'
import { hotelTrip as enUs } from '../messages/en-us/hotel-trip'
import { plainTranslator } from '../plain-message'

export const hotelTripText = plainTranslator('hotel-trip', { 'en-US': enUs, 'en-GB': enGb })
