// The session banner messages without the message formatter (see ../plain-message.ts).
import { sessionAlerts as enGb } from '../messages/en-gb/session-alerts'
import { sessionAlerts as enUs } from '../messages/en-us/session-alerts'
import { plainTranslator } from '../plain-message'

export const sessionAlertsText = plainTranslator('session-alerts', { 'en-US': enUs, 'en-GB': enGb })
