// British English differences from the en-US lines texts.
import { lines as base } from '../en-us/lines'
import { variantOf } from '../messages'

export const lines = variantOf(base, {
  'search.flights.day-prices.one-way': 'Lowest one-way fare for all travellers departing each day.',
  'search.flights.day-prices.round-trip.one': 'Lowest round-trip fare for all travellers, returning {count} day later.',
  'search.flights.day-prices.round-trip.other': 'Lowest round-trip fare for all travellers, returning {count} days later.',
})
