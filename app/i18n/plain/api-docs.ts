// The api-docs messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/api-docs.ts). Generated from the message folders by `npm run generate`; do not edit.
import { apiDocs as enGb } from '../messages/en-gb/api-docs'
import { apiDocs as enUs } from '../messages/en-us/api-docs'
import { plainTranslator } from '../plain-message'

export const apiDocsText = plainTranslator('api-docs', { 'en-US': enUs, 'en-GB': enGb })
