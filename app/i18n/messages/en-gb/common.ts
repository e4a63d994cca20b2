// British English differences from the en-US shared texts.
import { common as base } from '../en-us/common'
import { variantOf } from '../messages'

export const common = variantOf(base, {
  'status.canceled': 'Cancelled',
  'labels.favorite': 'Favourite',
  'labels.favorites': 'Favourites',
  'labels.center': 'City centre',
  'dates.input-hint': 'DD/MM/YYYY',
})
