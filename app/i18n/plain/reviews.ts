// The reviews messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/reviews.ts). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { reviews as enGb } from '../messages/en-gb/reviews'
import { reviews as enUs } from '../messages/en-us/reviews'

export const reviewsText = plainTranslator('reviews', inLocales('en-US', enUs, { 'en-GB': enGb }))
