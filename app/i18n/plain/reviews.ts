// The reviews messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/reviews.ts). Generated from the message folders by `npm run generate`; do not edit.
import { reviews as enGb } from '../messages/en-gb/reviews'
import { reviews as enUs } from '../messages/en-us/reviews'
import { plainTranslator } from '../plain-message'

export const reviewsText = plainTranslator('reviews', { 'en-US': enUs, 'en-GB': enGb })
