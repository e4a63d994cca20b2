// British English differences from the en-US trips texts.
import type { trips as base } from '../en-us/trips'
import type { Differences } from '../messages'

export const trips = {
  'my.no-cancelled-trips': 'No cancelled trips',
  'my.tab.cancelled': 'Cancelled',
  'my.status.CANCELLED': 'Cancelled',
  'my.cancelled-on': 'Cancelled on {day}',
} satisfies Differences<typeof base>
