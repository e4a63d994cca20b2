// British English differences from the en-US trips texts.
import { trips as base } from '../en-us/trips'
import { variantOf } from '../messages'

export const trips = variantOf(base, {
})
