// The flight checkout and the parts the booking pages share messages without the message formatter (see ../plain-message.ts).
import { airBooking as enGb } from '../messages/en-gb/air-booking'
import { airBooking as enUs } from '../messages/en-us/air-booking'
import { plainTranslator } from '../plain-message'

export const airBookingText = plainTranslator('air-booking', { 'en-US': enUs, 'en-GB': enGb })
