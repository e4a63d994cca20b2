// British English differences from the en-US tours and transfers texts (../en-us/activity.ts), namespace by namespace; a
// namespace without any is left out.
import type * as base from '../en-us/activity'
import type { Differences } from '../messages'

export const activity = {
  'results.price-up-to-per-traveler': 'Price up to (per traveller)',
} satisfies Differences<typeof base.activity>

export const activityBooking = {
  'checkout.the-lead-traveler': 'The lead traveller: {supplierName} contacts them about the {noun}.',
} satisfies Differences<typeof base.activityBooking>

export const activityTrip = {
  'cancel.tour-cancelled': 'Tour cancelled',
  'cancel.transfer-cancelled': 'Transfer cancelled',
  'reservation-details.lead-traveler': 'Lead traveller',
  'cancel.this-can-t': "This {noun} can't be cancelled here",
  'cancel.cancelling-your': 'Cancelling your {noun}',
  'confirmation.this-is-cancelled': 'This {noun} is cancelled',
} satisfies Differences<typeof base.activityTrip>

export const activityTerms = {
  'party.traveler.one': '{count} traveller',
  'party.traveler.other': '{count} travellers',
  'party.travelers': 'Travellers',
} satisfies Differences<typeof base.activityTerms>

export const cancellationAnswers = {
  'refused.started.activity': 'It has started, so it can no longer be cancelled here. Please contact the operator.',
} satisfies Differences<typeof base.cancellationAnswers>
