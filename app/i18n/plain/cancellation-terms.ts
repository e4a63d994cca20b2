// A booking's cancellation terms without the message formatter (see ../plain-message.ts).
import { cancellationTerms as enGb } from '../messages/en-gb/cancellation-terms'
import { cancellationTerms as enUs } from '../messages/en-us/cancellation-terms'
import { plainTranslator } from '../plain-message'

export const cancellationTermsText = plainTranslator('cancellation-terms', { 'en-US': enUs, 'en-GB': enGb })
