// The car rental confirmation, reservation and cancellation pages messages without the message formatter (see ../plain-message.ts).
import { carTrip as enGb } from '../messages/en-gb/car-trip'
import { carTrip as enUs } from '../messages/en-us/car-trip'
import { plainTranslator } from '../plain-message'

export const carTripText = plainTranslator('car-trip', { 'en-US': enUs, 'en-GB': enGb })
