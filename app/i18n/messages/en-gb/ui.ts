// British English differences from the en-US design-system words (none so far).
import { ui as base } from '../en-us/ui'
import { variantOf } from '../messages'

export const ui = variantOf(base, {})
