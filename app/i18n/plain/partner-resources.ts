// The partner-resources messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/partner-resources.ts). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { partnerResources as enGb } from '../messages/en-gb/partner-resources'
import { partnerResources as enUs } from '../messages/en-us/partner-resources'

export const partnerResourcesText = plainTranslator('partner-resources', inLocales('en-US', enUs, { 'en-GB': enGb }))
