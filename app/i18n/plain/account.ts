// The account messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/account.ts). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { account as enGb } from '../messages/en-gb/account'
import { account as enUs } from '../messages/en-us/account'

export const accountText = plainTranslator('account', inLocales('en-US', enUs, { 'en-GB': enGb }))
