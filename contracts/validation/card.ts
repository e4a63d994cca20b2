// Card rules of §R5: number per network, CVV, expiry MM/YY converted to 20YY-MM.
import { z } from 'zod'

import { cardDigits, cardNetworks, detectCardNetwork, isValidCardNumber, networkRules, type CardNetwork } from './card-networks'
import { passesCheckDigit } from './check-digit'

export { cardDigits, cardNetworks, detectCardNetwork, isValidCardNumber, passesCheckDigit, type CardNetwork }

/** A number of a known network whose check digit fails: a typo. */
export const cardCheckDigitMessage = 'Check the card number: one of its digits is wrong.'

/** §R5 allows 3 or 4 digits for every network. */
export const cardCvvPattern = /^\d{3,4}$/
export const CardCvvSchema = z.string().regex(cardCvvPattern, 'Enter the 3 or 4 digit security code.')

/**
 * Expiry typed as MM/YY, sent as 20YY-MM (which is also accepted, so a parsed request can be relayed). A card that expired before the current month is refused;
 * `now` is injectable for tests.
 */
export function cardExpirySchema(now: () => Date = () => new Date()) {
  return z
    .string()
    .trim()
    .regex(/^((0[1-9]|1[0-2])\/\d{2}|20\d{2}-(0[1-9]|1[0-2]))$/, 'Enter the expiry date as MM/YY.')
    // Already converted (a BFF relaying a parsed request) passes through unchanged.
    .transform((value) => (value.includes('-') ? value : `20${value.slice(3, 5)}-${value.slice(0, 2)}`))
    .refine((yearMonth) => {
      const today = now()
      const current = `${today.getUTCFullYear()}-${String(today.getUTCMonth() + 1).padStart(2, '0')}`
      return yearMonth >= current
    }, 'This card has expired.')
}

export function cardNumberSchema(network: CardNetwork) {
  return z
    .string()
    .transform(cardDigits)
    .refine((digits) => networkRules[network](digits), 'Enter a valid card number for this card type.')
    .refine(passesCheckDigit, cardCheckDigitMessage)
}

/** Only the last four digits may be kept or shown. */
export function maskCardNumber(number: string) {
  const digits = cardDigits(number)
  return `•••• ${digits.slice(-4)}`
}
