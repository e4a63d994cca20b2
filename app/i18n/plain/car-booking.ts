// The car rental checkout and the parts the booking pages share messages without the message formatter (see ../plain-message.ts).
import { carBooking as enGb } from '../messages/en-gb/car-booking'
import { carBooking as enUs } from '../messages/en-us/car-booking'
import { plainTranslator } from '../plain-message'

export const carBookingText = plainTranslator('car-booking', { 'en-US': enUs, 'en-GB': enGb })
