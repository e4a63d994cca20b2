// British English differences from the en-US account texts.
import { account as base } from '../en-us/account'
import { variantOf } from '../messages'

export const account = variantOf(base, {
})
