// British English differences from the en-US error texts.
import { errors as base } from '../en-us/errors'
import { variantOf } from '../messages'

export const errors = variantOf(base, {
  'supplier.E1002080': 'This activity can no longer be cancelled online.',
})
