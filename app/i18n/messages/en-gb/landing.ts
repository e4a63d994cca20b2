// British English differences from the en-US landing page texts.
import { landing as base } from '../en-us/landing'
import { variantOf } from '../messages'

export const landing = variantOf(base, {
  'popular.price.TRAVELER': 'from {price} per traveller',
  'popular.price.round-trip': 'from {price} return',
  'season.summer-coast.body': 'Beaches, harbours and long evenings outdoors.',
})
