// British English differences from the en-US car search pages (landing, search form, results, offer) texts.
import { car as base } from '../en-us/car'
import { variantOf } from '../messages'

export const car = variantOf(base, {
})
