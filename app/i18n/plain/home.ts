// The home messages without the message formatter (see ../plain-message.ts).
import { home as enGb } from '../messages/en-gb/home'
import { home as enUs } from '../messages/en-us/home'
import { plainTranslator } from '../plain-message'

export const homeText = plainTranslator('home', { 'en-US': enUs, 'en-GB': enGb })
