// The hotel-rates messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/hotel-rates.ts). Generated from the message folders by `npm run generate`; do not edit.
import { hotelRates as enGb } from '../messages/en-gb/hotel-rates'
import { hotelRates as enUs } from '../messages/en-us/hotel-rates'
import { plainTranslator } from '../plain-message'

export const hotelRatesText = plainTranslator('hotel-rates', { 'en-US': enUs, 'en-GB': enGb })
