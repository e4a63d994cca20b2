// British English differences from the en-US document titles (none so far).
import { titles as base } from '../en-us/titles'
import { variantOf } from '../messages'

export const titles = variantOf(base, {})
