// The dining confirmation, reservation and cancellation pages messages without the message formatter (see ../plain-message.ts).
import { diningTrip as enGb } from '../messages/en-gb/dining-trip'
import { diningTrip as enUs } from '../messages/en-us/dining-trip'
import { plainTranslator } from '../plain-message'

export const diningTripText = plainTranslator('dining-trip', { 'en-US': enUs, 'en-GB': enGb })
