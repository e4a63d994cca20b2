// The reservation texts without the message formatter (see ../plain-message.ts).
import { reservations as enGb } from '../messages/en-gb/reservations'
import { reservations as enUs } from '../messages/en-us/reservations'
import { plainTranslator } from '../plain-message'

export const reservationsText = plainTranslator('reservations', { 'en-US': enUs, 'en-GB': enGb })
