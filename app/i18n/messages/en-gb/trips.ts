// British English differences from the en-US trips texts.
import { trips as base } from '../en-us/trips'
import { variantOf } from '../messages'

export const trips = variantOf(base, {
  'my.no-cancelled-trips': 'No cancelled trips',
  'my.tab.cancelled': 'Cancelled',
  'my.status.CANCELLED': 'Cancelled',
  'my.cancelled-on': 'Cancelled on {day}',
})
