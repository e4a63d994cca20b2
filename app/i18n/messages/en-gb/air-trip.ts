// British English differences from the en-US flight confirmation, reservation and cancellation pages texts.
import { airTrip as base } from '../en-us/air-trip'
import { variantOf } from '../messages'

export const airTrip = variantOf(base, {
  'cancel.reservation-cancelled': 'Reservation cancelled',
  'cancel.cancelling-your-flights': 'Cancelling your flights',
  'cancel.this-reservation-can': "This reservation can't be cancelled here",
})
