// The hotel-rates messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/hotel.ts, its `hotelRates`). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { hotelRates as enGb } from '../messages/en-gb/hotel'
import { hotelRates as enUs } from '../messages/en-us/hotel'

export const hotelRatesText = plainTranslator('hotel-rates', inLocales('en-US', enUs, { 'en-GB': enGb }))
