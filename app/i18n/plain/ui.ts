// The ui messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/ui.ts). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { ui as enGb } from '../messages/en-gb/ui'
import { ui as enUs } from '../messages/en-us/ui'

export const uiText = plainTranslator('ui', inLocales('en-US', enUs, { 'en-GB': enGb }))
