// British English differences from ../en-us/hotel-offer.ts.
import type { Differences } from '../messages'
import type * as base from '../en-us/hotel-offer'

export const hotelOffer = {
  'offer.check-in-from': 'Check-in from {checkInFrom}, check-out until {checkOutUntil}. {distanceKm} km from the centre of {destinationName}.',
} satisfies Differences<typeof base.hotelOffer>
