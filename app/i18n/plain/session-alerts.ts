// The session-alerts messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/session-alerts.ts). Generated from the message folders by `npm run generate`; do not edit.
import { sessionAlerts as enGb } from '../messages/en-gb/session-alerts'
import { sessionAlerts as enUs } from '../messages/en-us/session-alerts'
import { plainTranslator } from '../plain-message'

export const sessionAlertsText = plainTranslator('session-alerts', { 'en-US': enUs, 'en-GB': enGb })
