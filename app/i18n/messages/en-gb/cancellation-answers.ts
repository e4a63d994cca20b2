// British English differences from the en-US cancellation answers.
import type { cancellationAnswers as base } from '../en-us/cancellation-answers'
import type { Differences } from '../messages'

export const cancellationAnswers = {
  'quote.free': 'Free cancellation: cancelling now costs nothing.',
  'quote.charge': 'Cancelling now costs {penalty} under the booking’s cancellation terms.',
  'quote.nothing': 'Cancelling now costs nothing.',
  'refused.already': 'This booking is already cancelled.',
  'refused.not-cancellable': "This booking is non-refundable, so it can't be cancelled.",
} satisfies Differences<typeof base>
