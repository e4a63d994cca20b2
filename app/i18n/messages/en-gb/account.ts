// British English differences from the en-US account texts.
import type { account as base } from '../en-us/account'
import type { Differences } from '../messages'

export const account = {
  'post-logout.thank-you-for': 'Thank you for travelling with us. Your session has ended on this device.',
  'travelers.title': 'Saved travellers',
  'travelers.none': 'No saved travellers yet.',
  'travelers.add': 'Add a traveller',
  'travelers.confirm-delete': 'Delete {name} from your saved travellers?',
  'travelers.new': 'New traveller',
  'travelers.save': 'Save traveller',
} satisfies Differences<typeof base>
