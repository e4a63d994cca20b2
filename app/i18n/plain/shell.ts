// The shell messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/shell.ts; each line's part in its own file: activity.ts, air.ts, car.ts, dining.ts, hotel.ts).
// Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { shell as enGb } from '../messages/en-gb/shell'
import { shell as enUsOfHotel } from '../messages/en-us/hotel'
import { shell as enUsOfDining } from '../messages/en-us/dining'
import { shell as enUsOfCar } from '../messages/en-us/car'
import { shell as enUsOfAir } from '../messages/en-us/air'
import { shell as enUsOfActivity } from '../messages/en-us/activity'
import { shell as enUs } from '../messages/en-us/shell'

export const shellText = plainTranslator('shell', inLocales('en-US', { ...enUs, ...enUsOfActivity, ...enUsOfAir, ...enUsOfCar, ...enUsOfDining, ...enUsOfHotel }, { 'en-GB': enGb }))
