// What a tour or a transfer and its party are called, without the message formatter (see ../plain-message.ts).
import { activityTerms as enGb } from '../messages/en-gb/activity-terms'
import { activityTerms as enUs } from '../messages/en-us/activity-terms'
import { plainTranslator } from '../plain-message'

export const activityTermsText = plainTranslator('activity-terms', { 'en-US': enUs, 'en-GB': enGb })
