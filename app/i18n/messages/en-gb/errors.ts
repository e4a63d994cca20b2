// British English differences from the en-US error texts.
import type { errors as base } from '../en-us/errors'
import type { Differences } from '../messages'

export const errors = {
  'supplier.E1002080': 'This activity can no longer be cancelled online.',
} satisfies Differences<typeof base>
