// The cancellation-answers messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/cancellation-answers.ts). Generated from the message folders by `npm run generate`; do not edit.
import { cancellationAnswers as enGb } from '../messages/en-gb/cancellation-answers'
import { cancellationAnswers as enUs } from '../messages/en-us/cancellation-answers'
import { plainTranslator } from '../plain-message'

export const cancellationAnswersText = plainTranslator('cancellation-answers', { 'en-US': enUs, 'en-GB': enGb })
