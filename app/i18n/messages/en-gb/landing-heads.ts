// British English differences from the en-US landing page headings (none so far).
import type { landingHeads as base } from '../en-us/landing-heads'
import type { Differences } from '../messages'

export const landingHeads = {} satisfies Differences<typeof base>
