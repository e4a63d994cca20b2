// British English differences from the en-US cancellation answers.
import { cancellationAnswers as base } from '../en-us/cancellation-answers'
import { variantOf } from '../messages'

export const cancellationAnswers = variantOf(base, {
  'quote.free': 'Free cancellation: cancelling now costs nothing.',
  'quote.charge': 'Cancelling now costs {penalty} under the booking’s cancellation terms.',
  'quote.nothing': 'Cancelling now costs nothing.',
  'refused.already': 'This booking is already cancelled.',
  'refused.not-cancellable': "This booking is non-refundable, so it can't be cancelled.",
  'refused.started.hotel': 'The stay has started, so it can no longer be cancelled here. Please contact the hotel.',
  'refused.started.car': 'The rental has started, so it can no longer be cancelled here. Please contact the rental company.',
  'refused.started.dining': 'The seating time has passed, so it can no longer be cancelled here. Please call the restaurant.',
  'refused.started.air': 'The trip has started, so it can no longer be cancelled here. Please contact the airline.',
  'refused.started.activity': 'It has started, so it can no longer be cancelled here. Please contact the operator.',
})
