// The activity messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/activity.ts). Generated from the message folders by `npm run generate`; do not edit.
import { activity as enGb } from '../messages/en-gb/activity'
import { activity as enUs } from '../messages/en-us/activity'
import { plainTranslator } from '../plain-message'

export const activityText = plainTranslator('activity', { 'en-US': enUs, 'en-GB': enGb })
