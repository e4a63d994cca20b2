// The dialogs messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/dialogs.ts). Generated from the message folders by `npm run generate`; do not edit.
import { dialogs as enGb } from '../messages/en-gb/dialogs'
import { dialogs as enUs } from '../messages/en-us/dialogs'
import { plainTranslator } from '../plain-message'

export const dialogsText = plainTranslator('dialogs', { 'en-US': enUs, 'en-GB': enGb })
