// British English differences from the en-US debug dialog texts (none so far).
import { debug as base } from '../en-us/debug'
import { variantOf } from '../messages'

export const debug = variantOf(base, {})
