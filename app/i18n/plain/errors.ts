// The errors messages without the message formatter (see ../plain-message.ts).
import { errors as enGb } from '../messages/en-gb/errors'
import { errors as enUs } from '../messages/en-us/errors'
import { plainTranslator } from '../plain-message'

export const errorsText = plainTranslator('errors', { 'en-US': enUs, 'en-GB': enGb })
