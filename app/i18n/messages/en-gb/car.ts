// British English differences from the en-US car rental texts (../en-us/car.ts), namespace by namespace; a
// namespace without any is left out.
import type * as base from '../en-us/car'
import type { Differences } from '../messages'

export const carBooking = {
  'checkout.the-main-driver': 'The main driver, as on their driving licence.',
  'parts.fuel.PETROL': 'Petrol',
  'rules-text.main-driver': '{supplier}: the main driver must be at least {age} years old and show a valid driving licence and the card used to book. Drivers under {youngBelow} pay {youngFee} a day.',
} satisfies Differences<typeof base.carBooking>

export const carTrip = {
  'cancel.car-rental-cancelled': 'Car rental cancelled',
  'cancel.cancelling-your-car': 'Cancelling your car rental',
  'cancel.this-car-rental': "This car rental can't be cancelled here",
  'confirmation.this-car-rental': 'This car rental is cancelled',
} satisfies Differences<typeof base.carTrip>

export const cancellationAnswers = {
  'refused.started.car': 'The rental has started, so it can no longer be cancelled here. Please contact the rental company.',
} satisfies Differences<typeof base.cancellationAnswers>
