// A fare's change and refund rules: the words the flight results, checkout, confirmation and reservation share, in a
// namespace of their own so a checkout does not load the search pages' texts.
export const airFares = {
  'changes': 'Changes {amount}',
  'free-changes': 'Free changes',
  'no-changes': 'No changes',
  'not-refundable': 'not refundable (taxes are refunded)',
  'refundable-less': 'refundable less {amount} per passenger',
  'fully-refundable': 'fully refundable',
  'rules': '{changes}; {refund}.',
}
