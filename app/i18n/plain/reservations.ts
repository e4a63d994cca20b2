// The reservations messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/reservations.ts). Generated from the message folders by `npm run generate`; do not edit.
import { reservations as enGb } from '../messages/en-gb/reservations'
import { reservations as enUs } from '../messages/en-us/reservations'
import { plainTranslator } from '../plain-message'

export const reservationsText = plainTranslator('reservations', { 'en-US': enUs, 'en-GB': enGb })
