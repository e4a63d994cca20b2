// Document titles without the message formatter (see ../plain-message.ts); ../page-title.ts puts them together.
import { titles as enGb } from '../messages/en-gb/titles'
import { titles as enUs } from '../messages/en-us/titles'
import { plainTranslator } from '../plain-message'

export const titlesText = plainTranslator('titles', { 'en-US': enUs, 'en-GB': enGb })
