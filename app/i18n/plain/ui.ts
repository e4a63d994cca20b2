// The design-system words without the message formatter (see ../plain-message.ts).
import { ui as enGb } from '../messages/en-gb/ui'
import { ui as enUs } from '../messages/en-us/ui'
import { plainTranslator } from '../plain-message'

export const uiText = plainTranslator('ui', { 'en-US': enUs, 'en-GB': enGb })
