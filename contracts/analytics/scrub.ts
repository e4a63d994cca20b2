// Keeps secrets out of analytics events and client logs, in the browser and again in the collector:
// keys that name card data, passwords or tokens are dropped and card-number shapes are masked.

import { passesCheckDigit } from '../validation/check-digit.ts'

const secretKey = /card.?number|cvv|cvc|password|passcode|token|secret|authorization|cookie/i
// 13 to 19 digits, optionally separated by spaces or dashes, as typed or percent-encoded in an address
// (`%20`, `%2D`, `+`): the shape of a card number. The one pattern the logs, the analytics and the answers mask with.
const cardNumberShape = /(?<!\d)(?:\d(?:[ +-]|%20|%2[dD])?){12,18}\d(?!\d)/g
const encodedSeparator = /%2[0dD]/g
const wordCharacter = /[\p{L}\p{N}_]/u

/**
 * Masks what may be a card number, keeping its last four digits: a run of 13 to 19 digits that stands as a
 * word of its own, or one that passes the check digit wherever it sits (`x5555555555554444`, `/car/4111%201111…`).
 * A longer run, or digits inside an id that fail the check digit, are left alone.
 */
export function maskCardNumbers(text: string) {
  return text.replace(cardNumberShape, (match: string, offset: number) => {
    const digits = match.replace(encodedSeparator, '').replace(/\D/g, '')
    const standsAlone = !wordCharacter.test(text[offset - 1] ?? '') && !wordCharacter.test(text[offset + match.length] ?? '')
    return standsAlone || passesCheckDigit(digits) ? `****${digits.slice(-4)}` : match
  })
}

/** A copy of `value` without secret keys and with card numbers masked in every string, at most 4 levels deep. */
export function scrub<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return maskCardNumbers(value) as T
  if (depth > 4 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1)) as T
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    if (!secretKey.test(key)) copy[key] = scrub(item, depth + 1)
  }
  return copy as T
}
