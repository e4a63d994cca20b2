// British English differences from the en-US hotel texts (../en-us/hotel.ts), namespace by namespace; a
// namespace without any is left out.
import type * as base from '../en-us/hotel'
import type { Differences } from '../messages'

export const hotel = {
  'card.area-distance': '{area} · {distance} km from centre',
  'compare.location-cell': '{area}, {distance} km from the centre',
  'results.distance-from-centre': 'Distance from centre',
  'location.distance': '{area}, {distanceKm} km from the centre of {destinationName}',
} satisfies Differences<typeof base.hotel>

export const hotelTrip = {
  'confirmation.this-reservation-is': 'This reservation is cancelled',
} satisfies Differences<typeof base.hotelTrip>

export const hotelRates = {
  'policy.free-until': 'Free cancellation until the end of {date} ({zone} time); after that, cancelling costs {penalty}.',
  'policy.deadline-passed': 'The free cancellation period has passed; cancelling costs {penalty}.',
} satisfies Differences<typeof base.hotelRates>

export const reservations = {
  'hotel-cancel.cancelled': 'Reservation cancelled',
  'hotel-cancel.not-cancellable': "This reservation can't be cancelled here",
  'hotel-cancel.loading': 'Cancelling your reservation',
} satisfies Differences<typeof base.reservations>

export const cancellationAnswers = {
  'refused.started.hotel': 'The stay has started, so it can no longer be cancelled here. Please contact the hotel.',
} satisfies Differences<typeof base.cancellationAnswers>
