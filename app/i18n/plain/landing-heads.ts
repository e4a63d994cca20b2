// The landing-heads messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/landing-heads.ts). Generated from the message folders by `npm run generate`; do not edit.
import { landingHeads as enGb } from '../messages/en-gb/landing-heads'
import { landingHeads as enUs } from '../messages/en-us/landing-heads'
import { plainTranslator } from '../plain-message'

export const landingHeadsText = plainTranslator('landing-heads', { 'en-US': enUs, 'en-GB': enGb })
