// British English differences from the en-US hotel search pages (landing, search form, results, offer) texts.
import { hotel as base } from '../en-us/hotel'
import { variantOf } from '../messages'

export const hotel = variantOf(base, {
  'card.area-distance': '{area} · {distance} km from centre',
  'compare.location-cell': '{area}, {distance} km from the centre',
  'results.distance-from-centre': 'Distance from centre',
  'offer.check-in-from': 'Check-in from {checkInFrom}, check-out until {checkOutUntil}. {distanceKm} km from the centre of {destinationName}.',
  'location.distance': '{area}, {distanceKm} km from the centre of {destinationName}',
})
