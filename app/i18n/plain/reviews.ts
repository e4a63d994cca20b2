// The review texts without the message formatter (see ../plain-message.ts).
import { reviews as enGb } from '../messages/en-gb/reviews'
import { reviews as enUs } from '../messages/en-us/reviews'
import { plainTranslator } from '../plain-message'

export const reviewsText = plainTranslator('reviews', { 'en-US': enUs, 'en-GB': enGb })
