// British English differences from the en-US air search pages (landing, search form, results, offer) texts.
import { air as base } from '../en-us/air'
import { variantOf } from '../messages'

export const air = variantOf(base, {
  'air-travellers-fields.travellers-and-cabin': 'Travellers and cabin',
  'exchange-modify.this-reservation-is': 'This reservation is cancelled.',
})
