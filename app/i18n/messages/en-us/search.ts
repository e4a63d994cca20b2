// Search form and results texts.
export const search = {
  'form.destination': 'Destination',
  'form.check-in': 'Check-in',
  'form.check-out': 'Check-out',
  'form.travelers': '{count, plural, one {# traveler} other {# travelers}}',
  'results.count': '{count, plural, =0 {No results} one {# result} other {# results}}',
  'results.nights': '{nights, plural, one {# night} other {# nights}}',
  'results.none.title': 'No matches',
  'results.none.description': 'Try other dates or remove a filter.',
  'results.distance-from-center': '{miles, number} mi from the city center',
  'filters.favorites-only': 'Favorites only',
  'sort.label': 'Sort by',
  'sort.recommended': 'Recommended',
  'sort.price-low-to-high': 'Price (low to high)',
} as const
