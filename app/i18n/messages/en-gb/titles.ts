// British English differences from the en-US document titles (none so far).
import type { titles as base } from '../en-us/titles'
import type { Differences } from '../messages'

export const titles = {} satisfies Differences<typeof base>
