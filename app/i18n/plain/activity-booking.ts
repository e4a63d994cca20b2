// The tours and transport checkout and the parts the booking pages share messages without the message formatter (see ../plain-message.ts).
import { activityBooking as enGb } from '../messages/en-gb/activity-booking'
import { activityBooking as enUs } from '../messages/en-us/activity-booking'
import { plainTranslator } from '../plain-message'

export const activityBookingText = plainTranslator('activity-booking', { 'en-US': enUs, 'en-GB': enGb })
