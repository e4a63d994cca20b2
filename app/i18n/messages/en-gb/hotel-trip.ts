// British English differences from the en-US hotel confirmation, reservation and cancellation pages texts.
import { hotelTrip as base } from '../en-us/hotel-trip'
import { variantOf } from '../messages'

export const hotelTrip = variantOf(base, {
  'confirmation.this-reservation-is': 'This reservation is cancelled',
})
