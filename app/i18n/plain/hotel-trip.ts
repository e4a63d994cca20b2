// The hotel confirmation, reservation and cancellation pages messages without the message formatter (see ../plain-message.ts).
import { hotelTrip as enGb } from '../messages/en-gb/hotel-trip'
import { hotelTrip as enUs } from '../messages/en-us/hotel-trip'
import { plainTranslator } from '../plain-message'

export const hotelTripText = plainTranslator('hotel-trip', { 'en-US': enUs, 'en-GB': enGb })
