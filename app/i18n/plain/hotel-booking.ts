// The hotel checkout and the parts the booking pages share messages without the message formatter (see ../plain-message.ts).
import { hotelBooking as enGb } from '../messages/en-gb/hotel-booking'
import { hotelBooking as enUs } from '../messages/en-us/hotel-booking'
import { plainTranslator } from '../plain-message'

export const hotelBookingText = plainTranslator('hotel-booking', { 'en-US': enUs, 'en-GB': enGb })
