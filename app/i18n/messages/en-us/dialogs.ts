// Texts of the dialogs opened by the address hash (#show_terms_conditions_modal, #show_car_rental_rules_modal),
// loaded with them. Plain messages, read without the formatter (../../plain/dialogs.ts).
export const dialogs = {
  'terms-and-conditions': 'Terms and conditions',
  'bookings-are-made-with-the': 'Bookings are made with the travel supplier named on your confirmation, whose rules for changes and cancellations apply.',
  'points-used-for-a-booking': 'Points used for a booking are returned when a refundable booking is canceled within its free-cancellation period.',
  'car-rental-rules': 'Car rental rules',
  'prices-shown': 'Prices shown include taxes and fees known at the time of booking; some properties charge local fees at check-in.',
  'main-driver': 'The main driver must be at least 21 years old (25 for vans and luxury cars; drivers under 25 pay a young-driver fee) and show a valid driver\'s license and the card used to book.',
  'opening-hours': 'Pick-up and drop-off must be within the location’s opening hours.',
  'fuel-tolls': 'Fuel, tolls and fines during the rental are the renter’s responsibility unless your plan says otherwise.',
} as const
