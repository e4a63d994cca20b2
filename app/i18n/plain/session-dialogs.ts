// The session-dialogs messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/session-dialogs.ts). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { sessionDialogs as enGb } from '../messages/en-gb/session-dialogs'
import { sessionDialogs as enUs } from '../messages/en-us/session-dialogs'

export const sessionDialogsText = plainTranslator('session-dialogs', inLocales('en-US', enUs, { 'en-GB': enGb }))
