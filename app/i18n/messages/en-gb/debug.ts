// British English differences from the en-US debug dialog texts (none so far).
import type { debug as base } from '../en-us/debug'
import type { Differences } from '../messages'

export const debug = {} satisfies Differences<typeof base>
