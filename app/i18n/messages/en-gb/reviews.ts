// British English differences from the en-US review texts (none so far).
import type { reviews as base } from '../en-us/reviews'
import type { Differences } from '../messages'

export const reviews = {} satisfies Differences<typeof base>
