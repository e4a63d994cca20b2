// British English differences from the en-US landing page headings (none so far).
import { landingHeads as base } from '../en-us/landing-heads'
import { variantOf } from '../messages'

export const landingHeads = variantOf(base, {})
