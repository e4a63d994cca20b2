// The activity-trip messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/activity-trip.ts). Generated from the message folders by `npm run generate`; do not edit.
import { activityTrip as enGb } from '../messages/en-gb/activity-trip'
import { activityTrip as enUs } from '../messages/en-us/activity-trip'
import { plainTranslator } from '../plain-message'

export const activityTripText = plainTranslator('activity-trip', { 'en-US': enUs, 'en-GB': enGb })
