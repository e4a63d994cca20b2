// A hotel rate's terms (when it is paid, its cancellation policy) without the message formatter (see ../plain-message.ts).
import { hotelRates as enGb } from '../messages/en-gb/hotel-rates'
import { hotelRates as enUs } from '../messages/en-us/hotel-rates'
import { plainTranslator } from '../plain-message'

export const hotelRatesText = plainTranslator('hotel-rates', { 'en-US': enUs, 'en-GB': enGb })
