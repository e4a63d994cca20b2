// The lines messages without the message formatter (see ../plain-message.ts).
import { lines as enGb } from '../messages/en-gb/lines'
import { lines as enUs } from '../messages/en-us/lines'
import { plainTranslator } from '../plain-message'

export const linesText = plainTranslator('lines', { 'en-US': enUs, 'en-GB': enGb })
