// British English differences from the en-US dining texts (../en-us/dining.ts), namespace by namespace; a
// namespace without any is left out.
import type * as base from '../en-us/dining'
import type { Differences } from '../messages'

export const diningTrip = {
  'cancel.reservation-cancelled': 'Reservation cancelled',
  'cancel.cancelling-your-reservation': 'Cancelling your reservation',
  'cancel.this-reservation-can': "This reservation can't be cancelled here",
  'confirmation.this-reservation-is': 'This reservation is cancelled',
} satisfies Differences<typeof base.diningTrip>

export const cancellationAnswers = {
  'refused.started.dining': 'The seating time has passed, so it can no longer be cancelled here. Please call the restaurant.',
} satisfies Differences<typeof base.cancellationAnswers>
