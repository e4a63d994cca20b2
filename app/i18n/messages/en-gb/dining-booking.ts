// British English differences from the en-US dining checkout and the parts the booking pages share texts.
import { diningBooking as base } from '../en-us/dining-booking'
import { variantOf } from '../messages'

export const diningBooking = variantOf(base, {
})
