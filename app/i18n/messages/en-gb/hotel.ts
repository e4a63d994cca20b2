// British English differences from the en-US hotel search pages (landing, search form, results, offer) texts.
import { hotel as base } from '../en-us/hotel'
import { variantOf } from '../messages'

export const hotel = variantOf(base, {
  'card.area-distance': '{area} · {distance} km from centre',
  'compare.location-cell': '{area}, {distance} km from the centre',
})
