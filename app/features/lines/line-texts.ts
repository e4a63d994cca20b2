// What travellers read about each line on its pages and forms (kept off the first load: the header
// and route heads need only the titles in ./lines.ts).
import type { LineOfBusiness } from '@contracts/site/lines-of-business'

type LineText = { noun: string; plural: string; heading: string; searchLabel: string; description: string }

export const lineTexts: Record<LineOfBusiness, LineText> = {
  accommodations: { noun: 'hotel', plural: 'hotels', heading: 'Find a hotel', searchLabel: 'Search hotels', description: 'Stays with the full price shown up front, taxes and fees included.' },
  dining: { noun: 'restaurant', plural: 'restaurant tables', heading: 'Find a table', searchLabel: 'Search restaurants', description: 'Tables at restaurants near you or where you are going.' },
  flights: { noun: 'flight', plural: 'flights', heading: 'Find a flight', searchLabel: 'Search flights', description: 'Fares with baggage and seats explained before you pay.' },
  mobility: { noun: 'car', plural: 'rental cars', heading: 'Rent a car', searchLabel: 'Search cars', description: 'Pick-up and drop-off where it suits you.' },
  tours: { noun: 'tour', plural: 'tours and activities', heading: 'Find tours and activities', searchLabel: 'Search tours', description: 'Things to do, with free cancellation where offered.' },
  transport: { noun: 'transfer', plural: 'transfers', heading: 'Book a transfer', searchLabel: 'Search transfers', description: 'Transfers and rides between airports, stations and hotels.' },
}
