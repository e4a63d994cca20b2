// Home page texts.
export const home = {
  'hero.title': 'Where to next?',
  'hero.title-member': 'Where to next, {firstName}?',
  'hero.description': 'Book hotels, cars, flights and activities with cash, points or both.',
  'lines.heading': 'Plan your trip',
  'favorites.heading': 'Your favorite destinations',
} as const
