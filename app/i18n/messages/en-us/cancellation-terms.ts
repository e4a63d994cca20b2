// A booking's cancellation terms, in our words from the platform's fields (decision 162): the policy of a car, table,
// tour, transfer or flight. The hotel's rate terms are in ./hotel-rates, the cancel page's quote and refusals in
// ./cancellation-answers.
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
}
