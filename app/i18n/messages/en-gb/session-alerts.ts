// British English differences from the en-US session banner texts (none so far).
import { sessionAlerts as base } from '../en-us/session-alerts'
import { variantOf } from '../messages'

export const sessionAlerts = variantOf(base, {})
