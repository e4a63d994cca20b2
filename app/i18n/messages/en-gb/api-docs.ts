// British English differences from the en-US api-docs texts.
import type { apiDocs as base } from '../en-us/api-docs'
import type { Differences } from '../messages'

export const apiDocs = {} satisfies Differences<typeof base>
