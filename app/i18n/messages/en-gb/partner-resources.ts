// British English differences from the en-US partner-resources texts.
import { partnerResources as base } from '../en-us/partner-resources'
import { variantOf } from '../messages'

export const partnerResources = variantOf(base, {
  'page.help-while-travelling': 'Help while travelling',
})
