// British English differences from the en-US flights texts (../en-us/air.ts), namespace by namespace; a
// namespace without any is left out.
import type * as base from '../en-us/air'
import type { Differences } from '../messages'

export const air = {
  'air-travellers-fields.travellers-and-cabin': 'Travellers and cabin',
  'exchange-modify.this-reservation-is': 'This reservation is cancelled.',
} satisfies Differences<typeof base.air>

export const airBooking = {
  'page.traveler-information': 'Traveller information',
} satisfies Differences<typeof base.airBooking>

export const airTrip = {
  'cancel.reservation-cancelled': 'Reservation cancelled',
  'cancel.cancelling-your-flights': 'Cancelling your flights',
  'cancel.this-reservation-can': "This reservation can't be cancelled here",
  'exchange-checkout.terms': 'The new flights keep your fare rules: {rules} Within 24 hours of your original booking, cancelling gives back what you paid for the flights, the change fee too; after that, the change fee is not refunded.',
} satisfies Differences<typeof base.airTrip>

export const lines = {
  'search.flights.day-prices.one-way': 'Lowest one-way fare for all travellers departing each day.',
  'search.flights.day-prices.round-trip.one': 'Lowest round-trip fare for all travellers, returning {count} day later.',
  'search.flights.day-prices.round-trip.other': 'Lowest round-trip fare for all travellers, returning {count} days later.',
} satisfies Differences<typeof base.lines>

export const cancellationAnswers = {
  'refused.started.air': 'The trip has started, so it can no longer be cancelled here. Please contact the airline.',
} satisfies Differences<typeof base.cancellationAnswers>
