// British English differences from the en-US picture gallery words (none so far).
import type { pictures as base } from '../en-us/pictures'
import type { Differences } from '../messages'

export const pictures = {} satisfies Differences<typeof base>
