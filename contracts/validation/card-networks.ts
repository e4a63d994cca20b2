// Card networks of SPEC.md §5 and their number rules, without zod, so the checkout page can detect
// the network as the traveller types without loading the validation library.

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

export function isValidCardNumber(number: string, network: CardNetwork) {
  return networkRules[network](cardDigits(number))
}
