// The pictures messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/pictures.ts). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { pictures as enGb } from '../messages/en-gb/pictures'
import { pictures as enUs } from '../messages/en-us/pictures'

export const picturesText = plainTranslator('pictures', inLocales('en-US', enUs, { 'en-GB': enGb }))
