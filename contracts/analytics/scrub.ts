// Keeps secrets out of analytics events and client logs, in the browser and again in the collector:
// keys that name card data, passwords or tokens are dropped and card-number shapes are masked.

const secretKey = /card.?number|cvv|cvc|password|passcode|token|secret|authorization|cookie/i
// 13 to 19 digits, optionally separated by spaces or dashes.
const cardNumberPattern = /\b(?:\d[ -]?){12,18}\d\b/g

export function maskCardNumbers(text: string) {
  return text.replace(cardNumberPattern, (match) => `****${match.replace(/\D/g, '').slice(-4)}`)
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
