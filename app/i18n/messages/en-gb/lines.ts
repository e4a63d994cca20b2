// British English differences from the en-US lines texts.
import type { lines as base } from '../en-us/lines'
import type { Differences } from '../messages'

export const lines = {} satisfies Differences<typeof base>
