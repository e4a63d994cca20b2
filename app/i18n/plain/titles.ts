// The titles messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/titles.ts). Generated from the message folders by `npm run generate`; do not edit.
import { titles as enGb } from '../messages/en-gb/titles'
import { titles as enUs } from '../messages/en-us/titles'
import { plainTranslator } from '../plain-message'

export const titlesText = plainTranslator('titles', { 'en-US': enUs, 'en-GB': enGb })
