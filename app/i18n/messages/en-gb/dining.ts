// British English differences from the en-US dining texts.
import { dining as base } from '../en-us/dining'
import { variantOf } from '../messages'

export const dining = variantOf(base, {
})
