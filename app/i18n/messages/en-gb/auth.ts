// British English differences from the en-US sign-in texts (none so far).
import type { auth as base } from '../en-us/auth'
import type { Differences } from '../messages'

export const auth = {} satisfies Differences<typeof base>
