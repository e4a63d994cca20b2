// The home messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/home.ts). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { home as enGb } from '../messages/en-gb/home'
import { home as enUs } from '../messages/en-us/home'

export const homeText = plainTranslator('home', inLocales('en-US', enUs, { 'en-GB': enGb }))
