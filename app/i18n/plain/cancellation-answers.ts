// The cancellation-answers messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/cancellation-answers.ts; each line's part in its own file: activity.ts, air.ts, car.ts, dining.ts, hotel.ts).
// Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { cancellationAnswers as enGbOfHotel } from '../messages/en-gb/hotel'
import { cancellationAnswers as enGbOfDining } from '../messages/en-gb/dining'
import { cancellationAnswers as enGbOfCar } from '../messages/en-gb/car'
import { cancellationAnswers as enGbOfAir } from '../messages/en-gb/air'
import { cancellationAnswers as enGbOfActivity } from '../messages/en-gb/activity'
import { cancellationAnswers as enGb } from '../messages/en-gb/cancellation-answers'
import { cancellationAnswers as enUsOfHotel } from '../messages/en-us/hotel'
import { cancellationAnswers as enUsOfDining } from '../messages/en-us/dining'
import { cancellationAnswers as enUsOfCar } from '../messages/en-us/car'
import { cancellationAnswers as enUsOfAir } from '../messages/en-us/air'
import { cancellationAnswers as enUsOfActivity } from '../messages/en-us/activity'
import { cancellationAnswers as enUs } from '../messages/en-us/cancellation-answers'

export const cancellationAnswersText = plainTranslator('cancellation-answers', inLocales('en-US', { ...enUs, ...enUsOfActivity, ...enUsOfAir, ...enUsOfCar, ...enUsOfDining, ...enUsOfHotel }, { 'en-GB': { ...enGb, ...enGbOfActivity, ...enGbOfAir, ...enGbOfCar, ...enGbOfDining, ...enGbOfHotel } }))
