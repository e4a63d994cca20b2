// The activity-terms messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/activity.ts, its `activityTerms`). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { activityTerms as enGb } from '../messages/en-gb/activity'
import { activityTerms as enUs } from '../messages/en-us/activity'

export const activityTermsText = plainTranslator('activity-terms', inLocales('en-US', enUs, { 'en-GB': enGb }))
