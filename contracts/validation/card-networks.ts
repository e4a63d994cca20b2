// Card networks of §R5 and their number rules, without zod, so the checkout page can detect
// the network as the traveller types without loading the validation library.
import { passesCheckDigit } from './check-digit'

export const cardNetworks = ['AX', 'DS', 'MC', 'VI'] as const
export type CardNetwork = (typeof cardNetworks)[number]

export const networkRules: Record<CardNetwork, (digits: string) => boolean> = {
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

/**
 * Whether paying with a card on file asks for its security code again, by network (docs/decisions/077).
 * The code is never kept (PCI DSS 3.3.2), so a stored-credential charge carries none: Visa's and
 * Mastercard's stored-credential frameworks and Discover authorise a cardholder-initiated charge on a
 * stored card without it, while the programme's own card (American Express) asks for its 4-digit CID
 * on every card-not-present charge it has not tokenised itself. A network added here must say which.
 */
export const savedCardNeedsCvv: Record<CardNetwork, boolean> = { AX: true, DS: false, MC: false, VI: false }

/** The length of a network's security code (§R5.5 "CVV 3 or 4 digits": American Express 4, the others 3). */
export const cvvLength = (network: CardNetwork) => (network === 'AX' ? 4 : 3)

export function isValidCardNumber(number: string, network: CardNetwork) {
  const digits = cardDigits(number)
  return networkRules[network](digits) && passesCheckDigit(digits)
}
