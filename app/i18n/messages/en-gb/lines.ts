// British English differences from the en-US lines texts.
import { lines as base } from '../en-us/lines'
import { variantOf } from '../messages'

export const lines = variantOf(base, {})
