// The session and sign-in messages without the message formatter (see ../plain-message.ts).
import { session as enGb } from '../messages/en-gb/session'
import { session as enUs } from '../messages/en-us/session'
import { plainTranslator } from '../plain-message'

export const sessionText = plainTranslator('session', { 'en-US': enUs, 'en-GB': enGb })
