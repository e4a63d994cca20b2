// Card rules of SPEC.md §5: number per network, CVV, expiry MM/YY converted to 20YY-MM.
import { z } from 'zod'

export const cardNetworks = ['AX', 'DS', 'MC', 'VI'] as const
export type CardNetwork = (typeof cardNetworks)[number]

const networkRules: Record<CardNetwork, (digits: string) => boolean> = {
  // American Express: 15 digits starting 34 or 37.
  AX: (digits) => /^3[47]\d{13}$/.test(digits),
  // Discover: 16 digits starting 6.
  DS: (digits) => /^6\d{15}$/.test(digits),
  // Mastercard: 16 digits, 51-55 or 2221-2720.
  MC: (digits) => {
    if (!/^\d{16}$/.test(digits)) return false
    const two = Number(digits.slice(0, 2))
    const four = Number(digits.slice(0, 4))
    return (two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)
  },
  // Visa: 13 or 16 digits starting 4.
  VI: (digits) => /^4(\d{12}|\d{15})$/.test(digits),
}

/** Card numbers are typed with spaces or dashes; the rules apply to the digits. */
export function cardDigits(number: string) {
  return number.replace(/[\s-]/g, '')
}

export function detectCardNetwork(number: string): CardNetwork | undefined {
  const digits = cardDigits(number)
  return cardNetworks.find((network) => networkRules[network](digits))
}

export function isValidCardNumber(number: string, network: CardNetwork) {
  return networkRules[network](cardDigits(number))
}

/** SPEC.md §5 allows 3 or 4 digits for every network. */
export const CardCvvSchema = z.string().regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code.')

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
}

/** Only the last four digits may be kept or shown. */
export function maskCardNumber(number: string) {
  const digits = cardDigits(number)
  return `•••• ${digits.slice(-4)}`
}
