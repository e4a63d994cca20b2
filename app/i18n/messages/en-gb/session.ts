// British English differences from the en-US session texts.
import { session as base } from '../en-us/session'
import { variantOf } from '../messages'

export const session = variantOf(base, {
})
