// The account messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/account.ts). Generated from the message folders by `npm run generate`; do not edit.
import { account as enGb } from '../messages/en-gb/account'
import { account as enUs } from '../messages/en-us/account'
import { plainTranslator } from '../plain-message'

export const accountText = plainTranslator('account', { 'en-US': enUs, 'en-GB': enGb })
