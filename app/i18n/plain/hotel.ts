// The hotel search pages (landing, search form, results, offer) messages without the message formatter (see ../plain-message.ts).
import { hotel as enGb } from '../messages/en-gb/hotel'
import { hotel as enUs } from '../messages/en-us/hotel'
import { plainTranslator } from '../plain-message'

export const hotelText = plainTranslator('hotel', { 'en-US': enUs, 'en-GB': enGb })
