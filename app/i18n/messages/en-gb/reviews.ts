// British English differences from the en-US review texts (none so far).
import { reviews as base } from '../en-us/reviews'
import { variantOf } from '../messages'

export const reviews = variantOf(base, {})
