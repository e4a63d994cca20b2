// The car search pages (landing, search form, results, offer) messages without the message formatter (see ../plain-message.ts).
import { car as enGb } from '../messages/en-gb/car'
import { car as enUs } from '../messages/en-us/car'
import { plainTranslator } from '../plain-message'

export const carText = plainTranslator('car', { 'en-US': enUs, 'en-GB': enGb })
