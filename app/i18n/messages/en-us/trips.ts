// Texts of the trips pages (app/features/trips). Plain messages, read without the formatter
// (../../plain/trips.ts): {name} placeholders only; counts through `tripsText.plural`.
export const trips = {
  'my-page.trips': 'Trips',
  'my-page.trip-pages': 'Trip pages',
  'my-page.my-trips': 'My Trips',
  'my-page.find-a-hotel': 'Find a hotel',
  'my-page.previous-page': 'Previous page',
  'my-page.next-page': 'Next page',
  'my-page.car-rental': 'Car rental',
  'my-page.tour-or-transport': 'Tour or transport',
  'my-page.gift-card': 'Gift card',
  'my-page.no-upcoming-trips-yet': 'No upcoming trips yet',
  'my-page.no-past-trips': 'No past trips',
  'my-page.no-cancelled-trips': 'No cancelled trips',
} as const
