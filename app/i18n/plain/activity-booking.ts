// The activity-booking messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/activity.ts, its `activityBooking`). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { activityBooking as enGb } from '../messages/en-gb/activity'
import { activityBooking as enUs } from '../messages/en-us/activity'

export const activityBookingText = plainTranslator('activity-booking', inLocales('en-US', enUs, { 'en-GB': enGb }))
