// British English differences from the en-US dining confirmation, reservation and cancellation pages texts.
import { diningTrip as base } from '../en-us/dining-trip'
import { variantOf } from '../messages'

export const diningTrip = variantOf(base, {
  'cancel.reservation-cancelled': 'Reservation cancelled',
  'cancel.cancelling-your-reservation': 'Cancelling your reservation',
  'cancel.this-reservation-can': "This reservation can't be cancelled here",
  'confirmation.this-reservation-is': 'This reservation is cancelled',
})
