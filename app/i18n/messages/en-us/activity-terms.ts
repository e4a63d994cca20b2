// What a tour or a transfer and its party are called, and when it starts: the words every tours and transport page
// shares (results, offer, checkout, confirmation, reservation), in a namespace of their own so a checkout does not
// load the search pages' texts.
export const activityTerms = {
  'party.traveler.one': '{count} traveler',
  'party.traveler.other': '{count} travelers',
  'party.passenger.one': '{count} passenger',
  'party.passenger.other': '{count} passengers',
  'party.travelers': 'Travelers',
  'party.passengers': 'Passengers',
  'party.adult.one': '{count} adult',
  'party.adult.other': '{count} adults',
  'party.child.one': '{count} child',
  'party.child.other': '{count} children',
  'party.with-children': '{adults}, {children}',
  'party.child-ages.one': '{children} (age {ages})',
  'party.child-ages.other': '{children} (ages {ages})',
  'start.tour': 'Starts',
  'start.transfer': 'Pick-up',
  'route.from-to': '{from} to {to}',
  'kind.tour.noun': 'tour',
  'kind.tour.plural': 'tours and activities',
  'kind.tour.title': 'Tours',
  'kind.tour.search': 'Search tours',
  'kind.transport.noun': 'transfer',
  'kind.transport.plural': 'transfers',
  'kind.transport.title': 'Transport',
  'kind.transport.search': 'Search transfers',
}
