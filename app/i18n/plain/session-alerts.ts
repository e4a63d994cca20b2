// The session-alerts messages without the message formatter (../plain-message.ts), for the pages their header names
// (../messages/en-us/session-alerts.ts). Generated from the message folders by `npm run generate`; do not edit.
import { inLocales } from '../messages/messages'
import { plainTranslator } from '../plain-message'
import { sessionAlerts as enGb } from '../messages/en-gb/session-alerts'
import { sessionAlerts as enUs } from '../messages/en-us/session-alerts'

export const sessionAlertsText = plainTranslator('session-alerts', inLocales('en-US', enUs, { 'en-GB': enGb }))
