// The tours and transport confirmation, reservation and cancellation pages messages without the message formatter (see ../plain-message.ts).
import { activityTrip as enGb } from '../messages/en-gb/activity-trip'
import { activityTrip as enUs } from '../messages/en-us/activity-trip'
import { plainTranslator } from '../plain-message'

export const activityTripText = plainTranslator('activity-trip', { 'en-US': enUs, 'en-GB': enGb })
