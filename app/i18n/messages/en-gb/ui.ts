// British English differences from the en-US design-system words (none so far).
import type { ui as base } from '../en-us/ui'
import type { Differences } from '../messages'

export const ui = {} satisfies Differences<typeof base>
