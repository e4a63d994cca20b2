// The hotel-offer messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/hotel-offer.ts). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { hotelOffer as enGb } from '../messages/en-gb/hotel-offer'
import { hotelOffer as enUs } from '../messages/en-us/hotel-offer'

export const hotelOfferText = plainTranslator('hotel-offer', inLocales('en-US', enUs, { 'en-GB': enGb }))
