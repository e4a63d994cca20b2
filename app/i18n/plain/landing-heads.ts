// The landing pages' headings without the message formatter (see ../plain-message.ts).
import { landingHeads as enGb } from '../messages/en-gb/landing-heads'
import { landingHeads as enUs } from '../messages/en-us/landing-heads'
import { plainTranslator } from '../plain-message'

export const landingHeadsText = plainTranslator('landing-heads', { 'en-US': enUs, 'en-GB': enGb })
