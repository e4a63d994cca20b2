// British English differences from the en-US flight checkout and the parts the booking pages share texts.
import { airBooking as base } from '../en-us/air-booking'
import { variantOf } from '../messages'

export const airBooking = variantOf(base, {
  'page.traveler-information': 'Traveller information',
  'exchange-checkout.terms': 'The new flights keep your fare rules: {rules} Within 24 hours of your original booking, cancelling gives back what you paid for the flights, the change fee too; after that, the change fee is not refunded.',
})
