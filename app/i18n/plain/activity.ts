// The activity search pages (landing, search form, results, offer) messages without the message formatter (see ../plain-message.ts).
import { activity as enGb } from '../messages/en-gb/activity'
import { activity as enUs } from '../messages/en-us/activity'
import { plainTranslator } from '../plain-message'

export const activityText = plainTranslator('activity', { 'en-US': enUs, 'en-GB': enGb })
