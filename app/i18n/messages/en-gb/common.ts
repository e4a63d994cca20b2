// British English differences from the en-US shared texts.
import type { common as base } from '../en-us/common'
import type { Differences } from '../messages'

export const common = {
  'status.canceled': 'Cancelled',
  'labels.favorite': 'Favourite',
  'labels.favorites': 'Favourites',
  'labels.center': 'City centre',
  'dates.input-hint': 'DD/MM/YYYY',
} satisfies Differences<typeof base>
