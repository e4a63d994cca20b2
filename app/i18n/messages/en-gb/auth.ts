// British English differences from the en-US sign-in texts (none so far).
import { auth as base } from '../en-us/auth'
import { variantOf } from '../messages'

export const auth = variantOf(base, {})
