// British English differences from the en-US lines texts.
import { lines as base } from '../en-us/lines'
import { variantOf } from '../messages'

export const lines = variantOf(base, {
  'search.tours.travelers.label': 'Travellers',
  'landing.popular.price.TRAVELER': 'from {price} per traveller',
  'landing.popular.price.round-trip': 'from {price} return',
  'landing.season.summer-coast.body': 'Beaches, harbours and long evenings outdoors.',
})
