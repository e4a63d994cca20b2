// The shell messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/shell.ts). Generated from the message folders by `npm run generate`; do not edit.
import { shell as enGb } from '../messages/en-gb/shell'
import { shell as enUs } from '../messages/en-us/shell'
import { plainTranslator } from '../plain-message'

export const shellText = plainTranslator('shell', { 'en-US': enUs, 'en-GB': enGb })
