// The dining search pages (landing, search form, results, offer) messages without the message formatter (see ../plain-message.ts).
import { dining as enGb } from '../messages/en-gb/dining'
import { dining as enUs } from '../messages/en-us/dining'
import { plainTranslator } from '../plain-message'

export const diningText = plainTranslator('dining', { 'en-US': enUs, 'en-GB': enGb })
