// The errors messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/errors.ts). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { errors as enGb } from '../messages/en-gb/errors'
import { errors as enUs } from '../messages/en-us/errors'

export const errorsText = plainTranslator('errors', inLocales('en-US', enUs, { 'en-GB': enGb }))
