// British English differences from the en-US partner-resources texts.
import type { partnerResources as base } from '../en-us/partner-resources'
import type { Differences } from '../messages'

export const partnerResources = {
  'page.help-while-travelling': 'Help while travelling',
} satisfies Differences<typeof base>
