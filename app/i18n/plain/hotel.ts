// The hotel messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/hotel.ts). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { hotel as enGb } from '../messages/en-gb/hotel'
import { hotel as enUs } from '../messages/en-us/hotel'

export const hotelText = plainTranslator('hotel', inLocales('en-US', enUs, { 'en-GB': enGb }))
