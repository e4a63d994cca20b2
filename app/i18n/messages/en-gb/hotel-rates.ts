// British English differences from the en-US hotel rate terms.
import { hotelRates as base } from '../en-us/hotel-rates'
import { variantOf } from '../messages'

export const hotelRates = variantOf(base, {
  'policy.free-until': 'Free cancellation until the end of {date} ({zone} time); after that, cancelling costs {penalty}.',
  'policy.deadline-passed': 'The free cancellation period has passed; cancelling costs {penalty}.',
})
