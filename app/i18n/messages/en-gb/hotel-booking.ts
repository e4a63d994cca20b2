// British English differences from the en-US hotel checkout and the parts the booking pages share texts.
import { hotelBooking as base } from '../en-us/hotel-booking'
import { variantOf } from '../messages'

export const hotelBooking = variantOf(base, {
})
