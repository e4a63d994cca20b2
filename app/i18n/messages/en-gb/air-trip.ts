// British English differences from the en-US flight confirmation, reservation and cancellation pages texts.
import { airTrip as base } from '../en-us/air-trip'
import { variantOf } from '../messages'

export const airTrip = variantOf(base, {
  'cancel.reservation-cancelled': 'Reservation cancelled',
  'cancel.cancelling-your-flights': 'Cancelling your flights',
  'cancel.this-reservation-can': "This reservation can't be cancelled here",
  'exchange-checkout.terms': 'The new flights keep your fare rules: {rules} Within 24 hours of your original booking, cancelling gives back what you paid for the flights, the change fee too; after that, the change fee is not refunded.',
})
