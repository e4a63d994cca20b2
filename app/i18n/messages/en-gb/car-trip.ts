// British English differences from the en-US car rental confirmation, reservation and cancellation pages texts.
import { carTrip as base } from '../en-us/car-trip'
import { variantOf } from '../messages'

export const carTrip = variantOf(base, {
  'cancel.car-rental-cancelled': 'Car rental cancelled',
  'cancel.cancelling-your-car': 'Cancelling your car rental',
  'cancel.this-car-rental': "This car rental can't be cancelled here",
  'confirmation.this-car-rental': 'This car rental is cancelled',
})
