// The partner-resources messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/partner-resources.ts). Generated from the message folders by `npm run generate`; do not edit.
import { partnerResources as enGb } from '../messages/en-gb/partner-resources'
import { partnerResources as enUs } from '../messages/en-us/partner-resources'
import { plainTranslator } from '../plain-message'

export const partnerResourcesText = plainTranslator('partner-resources', { 'en-US': enUs, 'en-GB': enGb })
