// A booking's cancellation terms and what cancelling it costs now, in our words from the platform's fields (decision
// 162): the policy of a car, table, tour, transfer or flight, the cancel page's quote and its refusals. The hotel's
// rate terms are in ./hotel-rates.
export const cancellationTerms = {
  'deadline-day': 'the end of {date}',
  'deadline-zone': '{deadline} ({zone} time)',
  'local-clock': 'local',
  'policy.free-until': 'Free cancellation until {deadline}; after that, canceling costs {penalty}.',
  'policy.free-until-card': 'Free cancellation until {deadline}; after that, or for a no-show, a late fee of {penalty} is charged to your card.',
  'policy.passed': 'The free cancellation period has passed; canceling now costs {penalty}.',
  'policy.passed-card': 'The free cancellation period has passed; canceling now charges a late fee of {penalty} to your card.',
  'policy.non-refundable': 'Non-refundable: canceling gives nothing back.',
  'policy.not-cancellable': "Non-refundable: this booking can't be canceled or changed.",
  'flight.passed': 'The free cancellation period has passed (24 hours after booking); canceling now costs {penalty} under the fare rules.',
  'flight.passed-free': 'The free cancellation period has passed (24 hours after booking); your fare is fully refundable, so canceling costs nothing.',
  'quote.free': 'Free cancellation: canceling now costs nothing.',
  'quote.charge': 'Canceling now costs {penalty} under the booking’s cancellation terms.',
  'quote.nothing': 'Canceling now costs nothing.',
  'refused.already': 'This booking is already canceled.',
  'refused.not-cancellable': "This booking is non-refundable, so it can't be canceled.",
  'refused.started.hotel': 'The stay has started, so it can no longer be canceled here. Please contact the hotel.',
  'refused.started.car': 'The rental has started, so it can no longer be canceled here. Please contact the rental company.',
  'refused.started.dining': 'The seating time has passed, so it can no longer be canceled here. Please call the restaurant.',
  'refused.started.air': 'The trip has started, so it can no longer be canceled here. Please contact the airline.',
  'refused.started.activity': 'It has started, so it can no longer be canceled here. Please contact the operator.',
}
