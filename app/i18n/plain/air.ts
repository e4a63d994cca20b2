// The air search pages (landing, search form, results, offer) messages without the message formatter (see ../plain-message.ts).
import { air as enGb } from '../messages/en-gb/air'
import { air as enUs } from '../messages/en-us/air'
import { plainTranslator } from '../plain-message'

export const airText = plainTranslator('air', { 'en-US': enUs, 'en-GB': enGb })
