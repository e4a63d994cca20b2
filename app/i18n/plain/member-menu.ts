// The member-menu messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/member-menu.ts). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { memberMenu as enGb } from '../messages/en-gb/member-menu'
import { memberMenu as enUs } from '../messages/en-us/member-menu'

export const memberMenuText = plainTranslator('member-menu', inLocales('en-US', enUs, { 'en-GB': enGb }))
