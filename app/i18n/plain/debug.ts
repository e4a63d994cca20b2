// The debug dialog messages without the message formatter (see ../plain-message.ts).
import { debug as enGb } from '../messages/en-gb/debug'
import { debug as enUs } from '../messages/en-us/debug'
import { plainTranslator } from '../plain-message'

export const debugText = plainTranslator('debug', { 'en-US': enUs, 'en-GB': enGb })
