// British English differences from the en-US shell texts.
import { shell as base } from '../en-us/shell'
import { variantOf } from '../messages'

export const shell = variantOf(base, {
})
