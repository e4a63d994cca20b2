// The car messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/car.ts). Generated from the message folders by `npm run generate`; do not edit.
import { car as enGb } from '../messages/en-gb/car'
import { car as enUs } from '../messages/en-us/car'
import { plainTranslator } from '../plain-message'

export const carText = plainTranslator('car', { 'en-US': enUs, 'en-GB': enGb })
