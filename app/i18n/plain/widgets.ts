// The texts of the widgets loaded on interaction (map, calendar days) without the message formatter (see ../plain-message.ts).
import { widgets as enGb } from '../messages/en-gb/widgets'
import { widgets as enUs } from '../messages/en-us/widgets'
import { plainTranslator } from '../plain-message'

export const widgetsText = plainTranslator('widgets', { 'en-US': enUs, 'en-GB': enGb })
