// British English differences from the en-US reservation texts (none so far).
import { reservations as base } from '../en-us/reservations'
import { variantOf } from '../messages'

export const reservations = variantOf(base, {})
