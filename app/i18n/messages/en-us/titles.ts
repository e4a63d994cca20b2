// Document titles of the pages (§R2.76 page head), each followed by the site's name. Plain
// messages, read without the formatter (../../plain/titles.ts).
export const titles = {
  site: 'Rewards Travel',
  page: '{page} · {site}',
  description: 'Search and book hotels, dining, flights, car rental, tours and transport. Pay with card, points or both.',
  'partner-resources.description': 'Card benefits guides, travel insurance terms, points help and travel assistance from the card partner.',
  'api.auth-error': 'Sign-in problem',
  'api.docs': 'API reference',
  'auth.authentication-failure': 'Sign-in problem',
  'auth.credentials-sign-in': 'Sign in with credentials',
  'auth.post-logout': 'Signed out',
  'my-profile': 'My Profile',
  'my-trips': 'My Trips',
  'needs-javascript': 'This page needs JavaScript',
  'partner-resources': 'Card partner resources',
  'reservations.find': 'Find my booking',
} as const
