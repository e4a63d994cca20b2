// British English differences from the en-US hotel-compare texts.
import { hotel as base } from '../en-us/hotel'
import { variantOf } from '../messages'

export const hotel = variantOf(base, {
  'page.saved-travelers': 'Saved travellers',
  'page.choose-a-saved-traveler': 'Choose a saved traveller',
})
