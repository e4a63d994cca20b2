// British English differences from the en-US search texts.
import { search as base } from '../en-us/search'
import { variantOf } from '../messages'

export const search = variantOf(base, {
  'form.travelers': '{count, plural, one {# traveller} other {# travellers}}',
  'results.distance-from-center': '{miles, number} mi from the city centre',
  'filters.favorites-only': 'Favourites only',
})
