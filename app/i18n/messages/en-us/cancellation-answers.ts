// What the cancel page says of cancelling a booking now: its quote and the platform's refusals in our words (decision
// 162). Apart from ./cancellation-terms, which every offer and checkout of a car, table, tour or transfer loads: only the
// cancel page reads these (issue 40).
export const cancellationAnswers = {
  'quote.free': 'Free cancellation: canceling now costs nothing.',
  'quote.charge': 'Canceling now costs {penalty} under the booking’s cancellation terms.',
  'quote.nothing': 'Canceling now costs nothing.',
  'refused.already': 'This booking is already canceled.',
  'refused.not-cancellable': "This booking is non-refundable, so it can't be canceled.",
}
