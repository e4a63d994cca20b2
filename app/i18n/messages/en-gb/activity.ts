// British English differences from the en-US activity search pages (landing, search form, results, offer) texts.
import { activity as base } from '../en-us/activity'
import { variantOf } from '../messages'

export const activity = variantOf(base, {
  'results.price-up-to-per-traveler': 'Price up to (per traveller)',
})
