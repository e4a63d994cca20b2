// British English differences from the en-US hash dialog texts.
import type { dialogs as base } from '../en-us/dialogs'
import type { Differences } from '../messages'

export const dialogs = {
  'main-driver': 'The main driver must be at least 21 years old (25 for vans and luxury cars; drivers under 25 pay a young-driver fee) and show a valid driving licence and the card used to book.',
  'points-used-for-a-booking': 'Points used for a booking are returned when a refundable booking is cancelled within its free-cancellation period.',
} satisfies Differences<typeof base>
