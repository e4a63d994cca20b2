// The air messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/air.ts). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { air as enGb } from '../messages/en-gb/air'
import { air as enUs } from '../messages/en-us/air'

export const airText = plainTranslator('air', inLocales('en-US', enUs, { 'en-GB': enGb }))
