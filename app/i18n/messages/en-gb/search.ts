// British English differences from the en-US search texts.
import type { search as base } from '../en-us/search'
import type { Differences } from '../messages'

export const search = {
  'form.travelers': '{count, plural, one {# traveller} other {# travellers}}',
  'results.distance-from-center': '{miles, number} mi from the city centre',
  'filters.favorites-only': 'Favourites only',
} satisfies Differences<typeof base>
