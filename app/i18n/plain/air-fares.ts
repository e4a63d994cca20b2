// A fare's change and refund rules without the message formatter (see ../plain-message.ts).
import { airFares as enGb } from '../messages/en-gb/air-fares'
import { airFares as enUs } from '../messages/en-us/air-fares'
import { plainTranslator } from '../plain-message'

export const airFaresText = plainTranslator('air-fares', { 'en-US': enUs, 'en-GB': enGb })
