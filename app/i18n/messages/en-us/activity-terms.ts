// What a tour or a transfer and its party are called, and when it starts: the words every tours and transport page
// shares (results, offer, checkout, confirmation, reservation), in a namespace of their own so a checkout does not
// load the search pages' texts.
export const activityTerms = {
  'party.traveler.one': '{count} traveler',
  'party.traveler.other': '{count} travelers',
  'party.travelers': 'Travelers',
  'party.passengers': 'Passengers',
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
  'price.under-one.one': 'A child under 1 has a seat and pays the child price.',
  'price.under-one.other': 'Children under 1 have a seat each and pay the child price.',
}
