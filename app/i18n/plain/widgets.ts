// The widgets messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/widgets.ts). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { widgets as enGb } from '../messages/en-gb/widgets'
import { widgets as enUs } from '../messages/en-us/widgets'

export const widgetsText = plainTranslator('widgets', inLocales('en-US', enUs, { 'en-GB': enGb }))
