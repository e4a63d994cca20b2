// A card as it is typed (issue 19): the number grouped as printed on the card (4-6-5 for American
// Express, fours otherwise), the expiry as MM/YY whatever the traveller types ("1228", "12/28", "4/27").

/** The card number in groups: "4111111111111111" → "4111 1111 1111 1111", Amex "378282246310005" → "3782 822463 10005". */
export function groupCardNumber(typed: string) {
  const digits = typed.replace(/\D/g, '').slice(0, 19)
  const groups = /^3[47]/.test(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3]
  const parts: string[] = []
  let at = 0
  for (const size of groups) {
    if (at >= digits.length) break
    parts.push(digits.slice(at, at + size))
    at += size
  }
  return parts.join(' ')
}

/** The expiry as MM/YY: "1228" → "12/28", "4" → "04/", "12" stays "12" so a backspace over the slash works. */
export function formatCardExpiry(typed: string) {
  const slashAt = typed.indexOf('/')
  // "4/27": a month of one digit before a slash.
  if (slashAt === 1) return `0${typed[0]}/${typed.slice(2).replace(/\D/g, '').slice(0, 2)}`
  const digits = typed.replace(/\D/g, '').slice(0, 4)
  if (digits.length === 1 && Number(digits) > 1) return `0${digits}/`
  if (digits.length <= 2) return digits.length === 2 && typed.endsWith('/') ? `${digits}/` : digits
  return `${digits.slice(0, 2)}/${digits.slice(2)}`
}
