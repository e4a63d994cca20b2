// British English differences from the en-US flight checkout and the parts the booking pages share texts.
import { airBooking as base } from '../en-us/air-booking'
import { variantOf } from '../messages'

export const airBooking = variantOf(base, {
  'page.traveler-information': 'Traveller information',
})
