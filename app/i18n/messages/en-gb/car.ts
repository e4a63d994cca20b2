// British English differences from the en-US car texts.
import { car as base } from '../en-us/car'
import { variantOf } from '../messages'

export const car = variantOf(base, {
})
