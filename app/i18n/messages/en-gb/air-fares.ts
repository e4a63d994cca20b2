// British English differences from the en-US fare rules.
import { airFares as base } from '../en-us/air-fares'
import { variantOf } from '../messages'

export const airFares = variantOf(base, {})
