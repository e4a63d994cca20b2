// Texts of the trips pages (app/features/trips). Plain messages, read without the formatter
// (../../plain/trips.ts): {name} placeholders only; counts through `tripsText.plural`.
export const trips = {
  'my.trips': 'Trips',
  'my.trip-pages': 'Trip pages',
  'my.my-trips': 'My Trips',
  'my.find-a-hotel': 'Find a hotel',
  'my.previous-page': 'Previous page',
  'my.next-page': 'Next page',
  'my.car-rental': 'Car rental',
  'my.tour-or-transport': 'Tour or transport',
  'my.gift-card': 'Gift card',
  'my.no-upcoming-trips': 'No upcoming trips yet',
  'my.no-past-trips': 'No past trips',
  'my.no-cancelled-trips': 'No cancelled trips',
} as const
