// The hash dialog messages without the message formatter (see ../plain-message.ts).
import { dialogs as enGb } from '../messages/en-gb/dialogs'
import { dialogs as enUs } from '../messages/en-us/dialogs'
import { plainTranslator } from '../plain-message'

export const dialogsText = plainTranslator('dialogs', { 'en-US': enUs, 'en-GB': enGb })
