// The titles messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/titles.ts; each line's part in its own file: activity.ts, air.ts, car.ts, dining.ts, hotel.ts).
// Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { titles as enGb } from '../messages/en-gb/titles'
import { titles as enUsOfHotel } from '../messages/en-us/hotel'
import { titles as enUsOfDining } from '../messages/en-us/dining'
import { titles as enUsOfCar } from '../messages/en-us/car'
import { titles as enUsOfAir } from '../messages/en-us/air'
import { titles as enUsOfActivity } from '../messages/en-us/activity'
import { titles as enUs } from '../messages/en-us/titles'

export const titlesText = plainTranslator('titles', inLocales('en-US', { ...enUs, ...enUsOfActivity, ...enUsOfAir, ...enUsOfCar, ...enUsOfDining, ...enUsOfHotel }, { 'en-GB': enGb }))
