// The activity-booking messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/activity-booking.ts). Generated from the message folders by `npm run generate`; do not edit.
import { activityBooking as enGb } from '../messages/en-gb/activity-booking'
import { activityBooking as enUs } from '../messages/en-us/activity-booking'
import { plainTranslator } from '../plain-message'

export const activityBookingText = plainTranslator('activity-booking', { 'en-US': enUs, 'en-GB': enGb })
