// What each line's landing page says above its search (§R2 landing pages), apart from the line's
// other messages: a landing page's first load needs only these two lines of text. Plain messages, read
// without the formatter (../../plain/landing-heads.ts).
export const landingHeads = {
  'accommodations.heading': 'Find a hotel',
  'accommodations.description': 'Prices include taxes and fees. Pay with your card, your points, or both.',
  'dining.heading': 'Find a table',
  'dining.description': 'Tables and set menus at restaurants where you are going. Rewards partners take points and earn 3X.',
  'flights.heading': 'Find a flight',
  'flights.description': 'Fares with baggage and seats explained before you pay.',
  'mobility.heading': 'Rent a car',
  'mobility.description': 'Pick-up and drop-off where it suits you.',
  'tours.heading': 'Find tours and activities',
  'tours.description': 'Things to do, with free cancellation where offered.',
  'transport.heading': 'Book a transfer',
  'transport.description': 'Rides between the airport and your hotel or the city, with a driver waiting for you.',
} as const
