// British English differences from the en-US car rental confirmation, reservation and cancellation pages texts.
import { carTrip as base } from '../en-us/car-trip'
import { variantOf } from '../messages'

export const carTrip = variantOf(base, {
})
