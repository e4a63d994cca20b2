// The flight confirmation, reservation and cancellation pages messages without the message formatter (see ../plain-message.ts).
import { airTrip as enGb } from '../messages/en-gb/air-trip'
import { airTrip as enUs } from '../messages/en-us/air-trip'
import { plainTranslator } from '../plain-message'

export const airTripText = plainTranslator('air-trip', { 'en-US': enUs, 'en-GB': enGb })
