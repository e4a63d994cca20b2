// British English differences from the en-US hotel confirmation, reservation and cancellation pages texts.
import { hotelTrip as base } from '../en-us/hotel-trip'
import { variantOf } from '../messages'

export const hotelTrip = variantOf(base, {
  'policy.free-until': 'Free cancellation until the end of {date} ({zone} time); after that, cancelling costs {penalty}.',
  'policy.deadline-passed': 'The free cancellation period has passed; cancelling costs {penalty}.',
  'confirmation.this-reservation-is': 'This reservation is cancelled',
})
