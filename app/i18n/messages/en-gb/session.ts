// British English differences from the en-US session texts.
import type { session as base } from '../en-us/session'
import type { Differences } from '../messages'

export const session = {} satisfies Differences<typeof base>
