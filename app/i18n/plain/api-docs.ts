// The api-docs messages without the message formatter (see ../plain-message.ts).
import { apiDocs as enGb } from '../messages/en-gb/api-docs'
import { apiDocs as enUs } from '../messages/en-us/api-docs'
import { plainTranslator } from '../plain-message'

export const apiDocsText = plainTranslator('api-docs', { 'en-US': enUs, 'en-GB': enGb })
