// The api-docs messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/api-docs.ts). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { apiDocs as enGb } from '../messages/en-gb/api-docs'
import { apiDocs as enUs } from '../messages/en-us/api-docs'

export const apiDocsText = plainTranslator('api-docs', inLocales('en-US', enUs, { 'en-GB': enGb }))
