// The partner-resources messages without the message formatter (see ../plain-message.ts).
import { partnerResources as enGb } from '../messages/en-gb/partner-resources'
import { partnerResources as enUs } from '../messages/en-us/partner-resources'
import { plainTranslator } from '../plain-message'

export const partnerResourcesText = plainTranslator('partner-resources', { 'en-US': enUs, 'en-GB': enGb })
