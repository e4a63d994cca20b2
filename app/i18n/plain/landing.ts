// The landing page texts without the message formatter (see ../plain-message.ts).
import { landing as enGb } from '../messages/en-gb/landing'
import { landing as enUs } from '../messages/en-us/landing'
import { plainTranslator } from '../plain-message'

export const landingText = plainTranslator('landing', { 'en-US': enUs, 'en-GB': enGb })
