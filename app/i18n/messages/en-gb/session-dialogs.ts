// British English differences from the en-US inactivity dialog texts.
import type { sessionDialogs as base } from '../en-us/session-dialogs'
import type { Differences } from '../messages'

export const sessionDialogs = {} satisfies Differences<typeof base>
