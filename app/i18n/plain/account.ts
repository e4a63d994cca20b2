// The account and sign-in messages without the message formatter (see ../plain-message.ts).
import { account as enGb } from '../messages/en-gb/account'
import { account as enUs } from '../messages/en-us/account'
import { plainTranslator } from '../plain-message'

export const accountText = plainTranslator('account', { 'en-US': enUs, 'en-GB': enGb })
