// The dining checkout and the parts the booking pages share messages without the message formatter (see ../plain-message.ts).
import { diningBooking as enGb } from '../messages/en-gb/dining-booking'
import { diningBooking as enUs } from '../messages/en-us/dining-booking'
import { plainTranslator } from '../plain-message'

export const diningBookingText = plainTranslator('dining-booking', { 'en-US': enUs, 'en-GB': enGb })
