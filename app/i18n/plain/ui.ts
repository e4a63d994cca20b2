// The ui messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/ui.ts). Generated from the message folders by `npm run generate`; do not edit.
import { ui as enGb } from '../messages/en-gb/ui'
import { ui as enUs } from '../messages/en-us/ui'
import { plainTranslator } from '../plain-message'

export const uiText = plainTranslator('ui', { 'en-US': enUs, 'en-GB': enGb })
