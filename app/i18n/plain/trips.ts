// The trips messages without the message formatter (see ../plain-message.ts).
import { trips as enGb } from '../messages/en-gb/trips'
import { trips as enUs } from '../messages/en-us/trips'
import { plainTranslator } from '../plain-message'

export const tripsText = plainTranslator('trips', { 'en-US': enUs, 'en-GB': enGb })
