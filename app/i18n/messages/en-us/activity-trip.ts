// Texts of the tours and transport confirmation, reservation and cancellation pages. Plain messages, read without the formatter (../../plain/activity-trip.ts).
export const activityTrip = {
  'checkout.language': 'Language',
  'checkout.route': 'Route',
  'checkout.meeting-point': 'Meeting point',
  'confirmation.view-this-reservation': 'View this reservation',
  'reservation-details.lead-traveler': 'Lead traveler',
  'reservation-details.total': 'Total',
  'cancel.this-can-t': 'This {noun} can\'t be cancelled here',
  'cancel.cancel-your': 'Cancel your {noun}?',
  'cancel.cancel': 'Cancel {noun}',
  'cancel.keep-my': 'Keep my {noun}',
  'cancel.cancelling-your': 'Cancelling your {noun}',
  'confirmation.this-is-cancelled': 'This {noun} is cancelled',
  'confirmation.your-is-booked': 'Your {noun} is booked',
  'reservation.cancel-this': 'Cancel this {noun}',
  'reservation.cancellation-options-for': 'Cancellation options for this {noun}',
} as const
