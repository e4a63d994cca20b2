// Home page texts.
export const home = {
  'hero.title': 'Where to next?',
  'hero.title-member': 'Where to next, {firstName}?',
  'hero.description': 'Book hotels, cars, flights and activities with cash, points or both.',
  'lines.heading': 'Plan your trip',
  'favorites.heading': 'Your favorite destinations',
  'search.label': 'Search for travel',
  'search.tabs': 'What would you like to book?',
  'search.loading': 'Loading the search form…',
  'offers.heading': 'Featured offers',
  'offers.previous': 'Previous offers',
  'offers.next': 'Next offers',
  'points-offer.label': 'Points offer',
  'cross-sell.heading': 'Plan the rest of your trip',
  'tips.heading': 'Insider tips',
  'partners.heading': 'Partner offers',
} as const
