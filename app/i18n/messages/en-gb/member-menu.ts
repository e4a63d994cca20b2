// British English differences from the en-US member menu texts.
import type { memberMenu as base } from '../en-us/member-menu'
import type { Differences } from '../messages'

export const memberMenu = {} satisfies Differences<typeof base>
