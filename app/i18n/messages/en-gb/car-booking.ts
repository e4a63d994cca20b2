// British English differences from the en-US car rental checkout and the parts the booking pages share texts.
import { carBooking as base } from '../en-us/car-booking'
import { variantOf } from '../messages'

export const carBooking = variantOf(base, {
  'checkout.the-main-driver': 'The main driver, as on their driving licence.',
  'parts.fuel.PETROL': 'Petrol',
  'rules-text.main-driver': '{supplier}: the main driver must be at least {age} years old and show a valid driving licence and the card used to book. Drivers under {youngBelow} pay {youngFee} a day.',
})
