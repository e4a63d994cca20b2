// The car messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/car.ts). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { car as enUs } from '../messages/en-us/car'

export const carText = plainTranslator('car', inLocales('en-US', enUs, { 'en-GB': {} }))
