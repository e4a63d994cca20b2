// British English differences from the en-US dining confirmation, reservation and cancellation pages texts.
import { diningTrip as base } from '../en-us/dining-trip'
import { variantOf } from '../messages'

export const diningTrip = variantOf(base, {
})
