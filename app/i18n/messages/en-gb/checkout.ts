// British English differences from the en-US checkout texts.
import type { checkout as base } from '../en-us/checkout'
import type { Differences } from '../messages'

export const checkout = {
  'traveler.title': 'Traveller information',
  'traveler.saved-for-passenger': 'Saved travellers for passenger {number}',
  'protection.description-non-refundable': 'This booking is non-refundable: cancelling costs what you paid. If you cancel, trip protection reimburses {share} % of that charge.',
  'protection.premium-kept': 'The {premium} premium is not refundable, even when cancelling the booking is free.',
} satisfies Differences<typeof base>
