// The dialogs messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/dialogs.ts). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { dialogs as enGb } from '../messages/en-gb/dialogs'
import { dialogs as enUs } from '../messages/en-us/dialogs'

export const dialogsText = plainTranslator('dialogs', inLocales('en-US', enUs, { 'en-GB': enGb }))
