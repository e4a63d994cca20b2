// British English differences from the en-US cancellation terms.
import type { cancellationTerms as base } from '../en-us/cancellation-terms'
import type { Differences } from '../messages'

export const cancellationTerms = {
  'policy.free-until': 'Free cancellation until {deadline}; after that, cancelling costs {penalty}.',
  'policy.passed': 'The free cancellation period has passed; cancelling now costs {penalty}.',
  'policy.passed-card': 'The free cancellation period has passed; cancelling now charges a late fee of {penalty} to your card.',
  'policy.non-refundable': 'Non-refundable: cancelling gives nothing back.',
  'policy.not-cancellable': "Non-refundable: this booking can't be cancelled or changed.",
  'flight.passed': 'The free cancellation period has passed (24 hours after booking); cancelling now costs {penalty} under the fare rules.',
  'flight.passed-free': 'The free cancellation period has passed (24 hours after booking); your fare is fully refundable, so cancelling costs nothing.',
} satisfies Differences<typeof base>
