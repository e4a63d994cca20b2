// Texts of the trips pages (app/features/trips). Plain messages, read without the formatter
// (../../plain/trips.ts): {name} placeholders only; counts through `tripsText.plural`.
export const trips = {
  'my-page.trips': 'Trips',
  'my-page.trip-pages': 'Trip pages',
  'my-page.my-trips': 'My Trips',
  'my-page.find-a-hotel': 'Find a hotel',
  'my-page.previous-page': 'Previous page',
  'my-page.next-page': 'Next page',
} as const
