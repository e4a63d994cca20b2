// The landing-heads messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/landing-heads.ts; each line's part in its own file: activity.ts, air.ts, car.ts, dining.ts, hotel.ts).
// Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { landingHeads as enGb } from '../messages/en-gb/landing-heads'
import { landingHeads as enUsOfHotel } from '../messages/en-us/hotel'
import { landingHeads as enUsOfDining } from '../messages/en-us/dining'
import { landingHeads as enUsOfCar } from '../messages/en-us/car'
import { landingHeads as enUsOfAir } from '../messages/en-us/air'
import { landingHeads as enUsOfActivity } from '../messages/en-us/activity'
import { landingHeads as enUs } from '../messages/en-us/landing-heads'

export const landingHeadsText = plainTranslator('landing-heads', inLocales('en-US', { ...enUs, ...enUsOfActivity, ...enUsOfAir, ...enUsOfCar, ...enUsOfDining, ...enUsOfHotel }, { 'en-GB': enGb }))
