// British English differences from the en-US reservation texts.
import type { reservations as base } from '../en-us/reservations'
import type { Differences } from '../messages'

export const reservations = {
  'heading.cancelled': '{heading} (cancelled)',
  'status.cancelled': 'Cancelled',
  'cancelled.title': 'Cancelled',
  'cancelled.on': 'Cancelled on',
  'cancel.not-cancelled': 'Not cancelled',
  'details.card-held-cancelled': '{card} held the booking until it was cancelled; nothing was charged to it',
  'cancel.already': '{summary}: already cancelled, so there is nothing more to cancel.',
  'cancel.view-reservation': 'View the cancelled reservation',
  'cancel.unreachable': 'We could not reach the booking service. Your reservation is unchanged or already cancelled; please try again.',
} satisfies Differences<typeof base>
