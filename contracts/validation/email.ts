// Email addresses, international domain names included (issue 37 item 10, docs/decisions/112): taken
// in either form (ana@bücher.example, ana@xn--bcher-kva.example), checked in the ASCII form a mail
// server uses, and kept in the Unicode form people read, so every screen and message shows it so and a
// guest finds a booking with either form.
import { z } from 'zod'
import { validationMessages } from './messages'

const emailMaxLength = 254

function splitEmail(email: string) {
  const at = email.lastIndexOf('@')
  return at < 0 ? undefined : { local: email.slice(0, at), domain: email.slice(at + 1) }
}

const isInternational = (domain: string) => /[^ -~]/.test(domain) || /(^|\.)xn--/i.test(domain)

/** The domain in ASCII (IDNA, by the WHATWG URL parser the browser and Node share), or undefined when it is none. */
export function domainToAscii(domain: string): string | undefined {
  if (!domain || /[\s/?#:@\\[\]%]/u.test(domain)) return undefined
  try {
    return new URL(`http://${domain}`).hostname
  } catch {
    return undefined
  }
}

/** RFC 3492 (Punycode) decoding of one `xn--` label's tail: neither Node's `url.domainToUnicode` nor a library ships to the browser. */
function decodePunycode(input: string): string | undefined {
  const base = 36
  const [tMin, tMax, skew, damp] = [1, 26, 38, 700]
  const adapt = (delta: number, points: number, first: boolean) => {
    let scaled = first ? Math.floor(delta / damp) : delta >> 1
    scaled += Math.floor(scaled / points)
    let k = 0
    for (; scaled > ((base - tMin) * tMax) >> 1; k += base) scaled = Math.floor(scaled / (base - tMin))
    return k + Math.floor(((base - tMin + 1) * scaled) / (scaled + skew))
  }
  const digitOf = (code: number) => (code >= 48 && code <= 57 ? code - 22 : code >= 65 && code <= 90 ? code - 65 : code >= 97 && code <= 122 ? code - 97 : base)
  const basicEnd = input.lastIndexOf('-')
  const output = Array.from(input.slice(0, Math.max(basicEnd, 0)), (character) => character.codePointAt(0) ?? 0)
  let [n, bias, i] = [128, 72, 0]
  for (let index = basicEnd > 0 ? basicEnd + 1 : 0; index < input.length; ) {
    const before = i
    for (let weight = 1, k = base; ; k += base) {
      if (index >= input.length) return undefined
      const digit = digitOf(input.charCodeAt(index++))
      if (digit >= base) return undefined
      i += digit * weight
      const threshold = k <= bias ? tMin : k >= bias + tMax ? tMax : k - bias
      if (digit < threshold) break
      weight *= base - threshold
    }
    const length = output.length + 1
    bias = adapt(i - before, length, before === 0)
    n += Math.floor(i / length)
    i %= length
    if (n > 0x10ffff) return undefined
    output.splice(i++, 0, n)
  }
  return String.fromCodePoint(...output)
}

/** The domain as people read it: each `xn--` label decoded (an ASCII domain stays as typed). */
export function domainToUnicode(domain: string): string {
  if (!isInternational(domain)) return domain
  const ascii = domainToAscii(domain)
  if (!ascii) return domain
  return ascii
    .split('.')
    .map((label) => (label.startsWith('xn--') ? (decodePunycode(label.slice(4)) ?? label) : label))
    .join('.')
}

/** The address in the ASCII form mail servers take, or undefined when its domain is none. */
export function emailToAscii(email: string): string | undefined {
  const parts = splitEmail(email)
  const domain = parts && domainToAscii(parts.domain)
  return parts && domain ? `${parts.local}@${isInternational(parts.domain) ? domain : parts.domain}` : undefined
}

/** The address with its domain in Unicode, as every screen and message shows it. */
export function emailToUnicode(email: string): string {
  const parts = splitEmail(email)
  return parts ? `${parts.local}@${domainToUnicode(parts.domain)}` : email
}

const isAddress = (ascii: string | undefined): ascii is string => ascii !== undefined && z.regexes.html5Email.test(ascii)

/**
 * Email: what a browser's `<input type=email>` takes (the WHATWG rule) once the domain is in ASCII, so
 * `zoe+paris@gmail.com`, `zoe@studio.design` and `ana@bücher.example` pass; §R5's legacy rule
 * (a 1 to 3 letter suffix) is widened (decisions 073, 112). The domain must have a dot: the WHATWG
 * rule takes `jana@example`, which no mail reaches from the internet (issue 36, second pass item 6).
 * Kept with its domain in Unicode.
 */
export const EmailSchema = z
  .string()
  .trim()
  .normalize('NFC')
  .refine((email) => (emailToAscii(email) ?? email).length <= emailMaxLength, validationMessages.maxLength(emailMaxLength))
  .refine((email) => isAddress(emailToAscii(email)), validationMessages.email)
  // Only of an address the rule above takes, so that one mistake gets one message.
  .refine((email) => {
    const ascii = emailToAscii(email)
    return !isAddress(ascii) || ascii.slice(ascii.lastIndexOf('@') + 1).includes('.')
  }, validationMessages.emailDomainDot)
  .overwrite(emailToUnicode)
  .meta({ examples: ['traveller@example.com'] })

/** The form two addresses are compared in (a guest's booking and its lookups): Unicode domain, any letter case, either typed form. */
export function emailKey(email: string): string {
  return emailToUnicode(email.trim().normalize('NFC')).toLowerCase()
}
