// The activity messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/activity.ts). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { activity as enGb } from '../messages/en-gb/activity'
import { activity as enUs } from '../messages/en-us/activity'

export const activityText = plainTranslator('activity', inLocales('en-US', enUs, { 'en-GB': enGb }))
