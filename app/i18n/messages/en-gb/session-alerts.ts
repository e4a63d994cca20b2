// British English differences from the en-US session banner texts (none so far).
import type { sessionAlerts as base } from '../en-us/session-alerts'
import type { Differences } from '../messages'

export const sessionAlerts = {} satisfies Differences<typeof base>
