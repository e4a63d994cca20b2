// British English differences from the en-US reservation texts.
import { reservations as base } from '../en-us/reservations'
import { variantOf } from '../messages'

export const reservations = variantOf(base, {
  'heading.cancelled': '{heading} (cancelled)',
  'status.cancelled': 'Cancelled',
  'cancelled.title': 'Cancelled',
  'cancelled.on': 'Cancelled on',
  'hotel-cancel.cancelled': 'Reservation cancelled',
  'hotel-cancel.not-cancellable': "This reservation can't be cancelled here",
  'hotel-cancel.loading': 'Cancelling your reservation',
  'cancel.not-cancelled': 'Not cancelled',
  'cancel.unreachable': 'We could not reach the booking service. Your reservation is unchanged or already cancelled; please try again.',
})
