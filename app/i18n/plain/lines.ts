// The lines messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/lines.ts; each line's part in its own file: activity.ts, air.ts, car.ts, dining.ts, hotel.ts).
// Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { lines as enGbOfAir } from '../messages/en-gb/air'
import { lines as enGb } from '../messages/en-gb/lines'
import { lines as enUsOfHotel } from '../messages/en-us/hotel'
import { lines as enUsOfDining } from '../messages/en-us/dining'
import { lines as enUsOfCar } from '../messages/en-us/car'
import { lines as enUsOfAir } from '../messages/en-us/air'
import { lines as enUsOfActivity } from '../messages/en-us/activity'
import { lines as enUs } from '../messages/en-us/lines'

export const linesText = plainTranslator('lines', inLocales('en-US', { ...enUs, ...enUsOfActivity, ...enUsOfAir, ...enUsOfCar, ...enUsOfDining, ...enUsOfHotel }, { 'en-GB': { ...enGb, ...enGbOfAir } }))
