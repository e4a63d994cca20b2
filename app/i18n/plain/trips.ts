// The trips messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/trips.ts; each line's part in its own file: activity.ts, air.ts, car.ts, dining.ts, hotel.ts).
// Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { trips as enGb } from '../messages/en-gb/trips'
import { trips as enUsOfHotel } from '../messages/en-us/hotel'
import { trips as enUsOfDining } from '../messages/en-us/dining'
import { trips as enUsOfCar } from '../messages/en-us/car'
import { trips as enUsOfAir } from '../messages/en-us/air'
import { trips as enUsOfActivity } from '../messages/en-us/activity'
import { trips as enUs } from '../messages/en-us/trips'

export const tripsText = plainTranslator('trips', inLocales('en-US', { ...enUs, ...enUsOfActivity, ...enUsOfAir, ...enUsOfCar, ...enUsOfDining, ...enUsOfHotel }, { 'en-GB': enGb }))
