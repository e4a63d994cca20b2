// The activity-trip messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/activity.ts, its `activityTrip`). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { activityTrip as enGb } from '../messages/en-gb/activity'
import { activityTrip as enUs } from '../messages/en-us/activity'

export const activityTripText = plainTranslator('activity-trip', inLocales('en-US', enUs, { 'en-GB': enGb }))
