// British English differences from the en-US shell texts.
import type { shell as base } from '../en-us/shell'
import type { Differences } from '../messages'

export const shell = {} satisfies Differences<typeof base>
