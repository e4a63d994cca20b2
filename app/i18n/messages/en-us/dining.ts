// Every word of the dining line, one export per namespace (app/i18n/generate-messages.ts): its own namespaces, then its
// entries in the namespaces every line shares. Plain messages, read without the formatter (../../plain/<namespace>.ts).

// Texts of the dining search pages (landing, search form, results, offer), read through ../../plain/dining.ts.
export const dining = {
  'checkout.choose-a-restaurant': 'Choose a restaurant first',
  'checkout.address': 'Address',
  'checkout.dress-code': 'Dress code',
  'offer.this-page-needs': 'This page needs a restaurant and a date.',
  'offer.change-date-or': 'Change date or party size',
  'offer.book-a-table': 'Book a table',
  'offer.fully-booked': '(fully booked)',
  'offer.what-to-book': 'What to book',
  'offer.choose-another-date': 'Choose another date or party size to see free tables.',
  'offer.phone': 'Phone:',
  'offer.accessibility': 'Accessibility',
  'offer.opening-hours': 'Opening hours',
  'offer.menu-highlights': 'Menu highlights',
  'offer.reviews': 'Reviews',
  'offer.date': 'Date',
  'offer.party-size': 'Party size',
  'offer.show-times': 'Show times',
  'results.fill-in-these': 'Fill in these details to search:',
  'results.we-could-not': 'We could not search with these details',
  'results.no-restaurants-match': 'No restaurants match your search',
  'results.your-restaurant-search': 'Your restaurant search is missing details',
  'results.destination': 'Destination',
  'results.dining-check-your': 'Dining: check your search',
  'results.rewards': 'Rewards',
  'results.partners-tag': 'Rewards partners',
  'results.price-level': 'Price level',
  'results.cuisine': 'Cuisine',
  'checkout.we-can-t': 'We can\'t find that restaurant',
  'offer.this-restaurant-can': 'This restaurant can\'t be booked for these details',
  'offer.price-level-of': 'Price level {priceLevel} of 4',
  'offer.pictures': 'Pictures of {name}',
  'offer.no-table-at': 'No table at these times',
  'offer.closed-that-day': 'Closed that day',
  'offer.nothing-to-pay': 'Nothing to pay now.',
  'payment.free-table': 'Reserving is free: you pay the restaurant for your meal.',
  'payment.deposit-now': 'The deposit is paid now and taken off your bill; you pay the rest of your meal at the restaurant.',
  'payment.set-menu-prepaid': 'The set menu is paid now, taxes and service included; drinks and extras are paid at the restaurant.',
  'offer.due-now-for': 'Due now for {party}: {amount}',
  'offer.deposit-a-person': 'Deposit {amount} a person',
  'offer.choose-today-or': 'Choose today or a later date.',
  'results.best-rated': 'Best rated',
  'results.try-removing-a': 'Try removing a filter, ',
  'results.try': 'Try ',
  'dining-card.free-to-reserve': 'Free to reserve a table',
  'dining-card.table-deposit-a': 'Table deposit {amount} a person',
  'offer.rewards-partner-earn-and-pay': 'Rewards partner: card members earn {earn}X points, {earn} per dollar of a deposit or set menu charged to the card here, or pay it with points, each worth {cents} cents. A bill paid at the restaurant earns no points here.',
  'offer.rewards-partner-pay-only': 'Rewards partner: pay a deposit or set menu with points, each worth {cents} cents.',
  'offer.time-on-for': 'Time on {date} for {party}',
  'offer.of-5-from': '{score} of 5 from {count} TripAdvisor reviews.',
  'results.restaurants-in': 'Restaurants in {destinationName}',
  'card.times-at': 'Times at {restaurantName}',
  'card.fully-booked-around-this-time': 'Fully booked around this time.',
  'card.no-seating-around-this-time': 'No seating around this time.',
  'rating.score': '{score} of 5',
  'rating.line': '{score} on TripAdvisor ({count} reviews)',
  'card.rewards-partner': 'Rewards partner',
  'card.rewards-partner-earn': 'Rewards partner · {perCurrencyUnit}X points',
  'card.set-menus-from': ' · Set menus from {price} a person',
  'card.time-at': '{time} at {restaurantName}',
  'results.partners-count': 'Rewards partners: pay with points, earn 3X ({count})',
  'results.count.one': '{count} restaurant',
  'results.count.other': '{count} restaurants',
  'results.heading': '{restaurants} for {party}, {seating}',
  'offer.including-taxes': ' (including {amount} taxes and service)',
  'offer.continue-to-checkout': 'Continue to checkout',
  'offer.about': 'About {name}',
  'offer.includes': 'Includes: {items}.',
  'sort.recommended': 'Recommended',
  'sort.price-asc': 'Price: low to high',
  'sort.price-desc': 'Price: high to low',
} as const

// Texts of the dining checkout and the parts the booking pages share, read through ../../plain/dining-booking.ts.
export const diningBooking = {
  'checkout.choose-a-restaurant': 'Choose a restaurant first',
  'checkout.checkout-needs-a': 'Checkout needs a restaurant, a date and a time.',
  'checkout.the-table-is': 'The table is booked under this name; the restaurant may call this number.',
  'checkout.occasion': 'Occasion',
  'checkout.special-requests': 'Special requests',
  'checkout.allergies-high-chair': 'Allergies, high chair, a quiet table: passed on to the restaurant.',
  'checkout.order-details-review': 'Order details review',
  'checkout.restaurant': 'Restaurant',
  'checkout.address': 'Address',
  'checkout.when': 'When',
  'checkout.party': 'Party',
  'checkout.booking': 'Booking',
  'checkout.dress-code': 'Dress code',
  'checkout.no-occasion': 'No occasion',
  'checkout.date-night': 'Date night',
  'checkout.business-meal': 'Business meal',
  'checkout.we-can-t': 'We can\'t find that restaurant',
  'checkout.this-table-can': 'This table can\'t be booked',
  'checkout.booking-your-table': 'Booking your table',
  'checkout.book-the-table': 'Book the table',
  'checkout.card-members-earn': 'Card members earn {points} on this booking.',
  'checkout.table-deposit': 'Table deposit, {amount} × {partySize}',
  'checkout.the-deposit-is': 'The deposit is taken off your bill at the restaurant.',
  'checkout.only-seats-left': 'Only {seatsLeft} seats left at this time.',
  'checkout.nothing-is-charged': 'Nothing is charged now. Your card guarantees the table: {amount} is charged only for a late cancellation or a no-show.',
  'checkout.your-table': 'Your table',
  'checkout.taxes-and-service': 'Taxes and service',
  'checkout.table-reservation': 'Table reservation',
  'checkout.due-now': 'Due now',
  'checkout.change-time-or-booking': 'Change time or booking',
  'checkout.change-time-or-menu': 'Change time or menu',
  'checkout.protection-after': 'after the free-cancellation deadline',
  'checkout.accept-terms': 'I accept the booking terms, the restaurant\'s dress code and the cancellation policy above.',
  'checkout.arrive-on-time': 'Please arrive on time: the restaurant holds the table for 15 minutes.',
  'checkout.loading-subtitle': '{restaurantName}, {seating}',
  'checkout.birthday': 'Birthday',
  'checkout.anniversary': 'Anniversary',
  'checkout.celebration': 'Celebration',
} as const

// Texts of the dining confirmation, reservation and cancellation pages, read through ../../plain/dining-trip.ts.
export const diningTrip = {
  'checkout.occasion': 'Occasion',
  'checkout.special-requests': 'Special requests',
  'checkout.address': 'Address',
  'checkout.when': 'When',
  'checkout.party': 'Party',
  'checkout.booking': 'Booking',
  'confirmation.view-this-reservation': 'View this reservation',
  'reservation-details.name': 'Name',
  'reservation-missing.we-can-t': 'We can\'t show this dining reservation',
  'reservation.cancel-this-reservation': 'Cancel this reservation',
  'cancel.cancel-your-table': 'Cancel your table?',
  'cancel.cancel-reservation': 'Cancel reservation',
  'cancel.keep-my-reservation': 'Keep my reservation',
  'cancel.reservation-cancelled': 'Reservation canceled',
  'cancel.cancelling-your-reservation': 'Canceling your reservation',
  'cancel.this-reservation-can': 'This reservation can\'t be canceled here',
  'checkout.date-night': 'Date night',
  'checkout.business-meal': 'Business meal',
  'confirmation.this-reservation-is': 'This reservation is canceled',
  'confirmation.your-table-is': 'Your table is booked',
  'cancel.title': '{restaurantName}, {what} for {partySize}',
  'cancel.table': 'table',
  'cancel.details': 'Reservation {reservationId}: {restaurantName}, {seating}, {party} ({option}).',
  'checkout.birthday': 'Birthday',
  'checkout.anniversary': 'Anniversary',
  'checkout.celebration': 'Celebration',
} as const

// Its names, and its search form's labels and checks, in the words every line's pages share (../../plain/lines.ts).
export const lines = {
  'search.dining.destination.label': 'Destination',
  'search.dining.destination.missing': 'Enter a city or a destination.',
  'search.dining.date.label': 'Date',
  'search.dining.date.missing': 'Choose a date.',
  'search.dining.time.label': 'Time',
  'search.dining.guests.label': 'Party size',
  'dining.noun': 'restaurant',
  'dining.plural': 'restaurant tables',
  'dining.search-label': 'Search restaurants',
} as const

// What its landing page says above the search (../../plain/landing-heads.ts).
export const landingHeads = {
  'dining.heading': 'Find a table',
  'dining.description': 'Tables and set menus at restaurants where you are going. Rewards partners take points and earn 3X.',
} as const

// Its name in the site's navigation (../../plain/shell.ts).
export const shell = {
  'line.dining': 'Dining',
} as const

// Its pages' document titles (../../plain/titles.ts).
export const titles = {
  'dining': 'Dining',
  'dining.checkout': 'Dining checkout',
  'dining.confirmation': 'Table booked',
  'dining.offer': 'Restaurant',
  'dining.search-results': 'Restaurant results',
  'reservations.cancel.dining': 'Cancel your dining reservation',
  'reservations.view.dining': 'Your dining reservation',
} as const

// Its product's name in My Trips (../../plain/trips.ts).
export const trips = {
  'my.type.DINING': 'Dining',
} as const

// What the cancel page says when the booking has started (../../plain/cancellation-answers.ts).
export const cancellationAnswers = {
  'refused.started.dining': 'The seating time has passed, so it can no longer be canceled here. Please call the restaurant.',
} as const
