// The cancellation-terms messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/cancellation-terms.ts). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { cancellationTerms as enGb } from '../messages/en-gb/cancellation-terms'
import { cancellationTerms as enUs } from '../messages/en-us/cancellation-terms'

export const cancellationTermsText = plainTranslator('cancellation-terms', inLocales('en-US', enUs, { 'en-GB': enGb }))
