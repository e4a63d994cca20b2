// The activity-terms messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/activity-terms.ts). Generated from the message folders by `npm run generate`; do not edit.
import { activityTerms as enGb } from '../messages/en-gb/activity-terms'
import { activityTerms as enUs } from '../messages/en-us/activity-terms'
import { plainTranslator } from '../plain-message'

export const activityTermsText = plainTranslator('activity-terms', { 'en-US': enUs, 'en-GB': enGb })
