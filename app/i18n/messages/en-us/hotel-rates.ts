// A hotel rate's terms: when it is paid and its cancellation policy, the words every page that shows a rate shares
// (results card, hotel page, checkout, confirmation, reservation), in a namespace of their own so a checkout or
// the hotel page does not load the search pages' or the reservation pages' texts.
export const hotelRates = {
  'pay-now': 'Pay now {now}',
  'pay-now-and-at-hotel': 'Pay now {now} · {atHotel} due at the hotel (property fees)',
  'pay-at-hotel': 'Nothing to pay now · {atHotel} due at the hotel',
  'policy.free-until': 'Free cancellation until the end of {date} ({zone} time); after that, canceling costs {penalty}.',
  'policy.deadline-passed': 'The free cancellation period has passed; canceling costs {penalty}.',
  'policy.non-refundable': 'Non-refundable: nothing is refunded if you cancel or change.',
}
