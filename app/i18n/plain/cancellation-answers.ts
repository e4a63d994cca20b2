// The cancel page's quote and refusals without the message formatter (see ../plain-message.ts).
import { cancellationAnswers as enGb } from '../messages/en-gb/cancellation-answers'
import { cancellationAnswers as enUs } from '../messages/en-us/cancellation-answers'
import { plainTranslator } from '../plain-message'

export const cancellationAnswersText = plainTranslator('cancellation-answers', { 'en-US': enUs, 'en-GB': enGb })
