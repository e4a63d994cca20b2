// British English differences from the en-US hotel search pages (landing, search form, results, offer) texts.
import { hotel as base } from '../en-us/hotel'
import { variantOf } from '../messages'

export const hotel = variantOf(base, {
})
