// British English differences from the en-US api-docs texts.
import { apiDocs as base } from '../en-us/api-docs'
import { variantOf } from '../messages'

export const apiDocs = variantOf(base, {
})
