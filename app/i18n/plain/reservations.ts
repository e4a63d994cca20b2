// The reservations messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/reservations.ts; each line's part in its own file: hotel.ts).
// Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { reservations as enGbOfHotel } from '../messages/en-gb/hotel'
import { reservations as enGb } from '../messages/en-gb/reservations'
import { reservations as enUsOfHotel } from '../messages/en-us/hotel'
import { reservations as enUs } from '../messages/en-us/reservations'

export const reservationsText = plainTranslator('reservations', inLocales('en-US', { ...enUs, ...enUsOfHotel }, { 'en-GB': { ...enGb, ...enGbOfHotel } }))
