// British English differences from the en-US landing page texts.
import type { landing as base } from '../en-us/landing'
import type { Differences } from '../messages'

export const landing = {
  'popular.price.TRAVELER': 'from {price} per traveller',
  'popular.price.round-trip': 'from {price} return',
  'season.summer-coast.body': 'Beaches, harbours and long evenings outdoors.',
} satisfies Differences<typeof base>
