// The shell messages without the message formatter (see ../plain-message.ts).
import { shell as enGb } from '../messages/en-gb/shell'
import { shell as enUs } from '../messages/en-us/shell'
import { plainTranslator } from '../plain-message'

export const shellText = plainTranslator('shell', { 'en-US': enUs, 'en-GB': enGb })
