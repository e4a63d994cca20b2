// The cancellation-terms messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/cancellation-terms.ts). Generated from the message folders by `npm run generate`; do not edit.
import { cancellationTerms as enGb } from '../messages/en-gb/cancellation-terms'
import { cancellationTerms as enUs } from '../messages/en-us/cancellation-terms'
import { plainTranslator } from '../plain-message'

export const cancellationTermsText = plainTranslator('cancellation-terms', { 'en-US': enUs, 'en-GB': enGb })
